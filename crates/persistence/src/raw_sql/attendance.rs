//! The statement behind the chronic-absence list.

/// Every student who missed at least `$3` days from `$1` to `$2` (absent or excused for the
/// day), with their days absent and excused, their names and section.
///
/// Hand-written: the whole school's registers of a term are counted in one pass (common table
/// expressions, conditional sums), so only the students on the list leave the database rather
/// than every mark of the term. A day counts as `lyceum_domain::attendance::report::day_mark`
/// decides, in its only two outcomes that are missed days: when the section's daily register
/// was taken, its mark (`daily`); otherwise absent when away (absent or excused) from every
/// lesson register taken that day and absent from one, excused when excused from every one
/// (`lessons`). Only absent and excused marks can make a missed day, and those are read from
/// their own index (`register_marks_missed`), the registers from theirs by day
/// (`registers_by_day`). The API tests check the list against the students' summaries, which
/// apply the rule in Rust. `$1` and `$2` are bound once and read twice (see
/// `messages::LATEST_PER_PARTNER`).
pub(crate) const CHRONIC_ABSENCE: &str = "\
    WITH daily AS (
        SELECT m.student_id,
            SUM(CASE WHEN m.code = 'absent' THEN 1 ELSE 0 END) AS absent,
            SUM(CASE WHEN m.code = 'excused' THEN 1 ELSE 0 END) AS excused
        FROM registers r
        JOIN register_marks m ON m.register_id = r.id
        WHERE r.day BETWEEN $1 AND $2 AND r.kind = 'daily' AND m.code IN ('absent', 'excused')
        GROUP BY m.student_id
    ), lesson_days AS (
        SELECT m.student_id, r.section_id, r.day,
            SUM(CASE WHEN m.code = 'absent' THEN 1 ELSE 0 END) AS absent,
            SUM(CASE WHEN m.code = 'excused' THEN 1 ELSE 0 END) AS excused
        FROM registers r
        JOIN register_marks m ON m.register_id = r.id
        WHERE r.day BETWEEN $1 AND $2 AND r.kind = 'lesson' AND m.code IN ('absent', 'excused')
            AND NOT EXISTS (
                SELECT 1 FROM registers d WHERE d.day = r.day AND d.kind = 'daily' AND d.section_id = r.section_id
            )
        GROUP BY m.student_id, r.section_id, r.day
    ), lessons AS (
        SELECT l.student_id,
            CASE WHEN l.absent > 0 AND l.absent + l.excused = l.taken THEN 1 ELSE 0 END AS absent,
            CASE WHEN l.absent = 0 AND l.excused = l.taken THEN 1 ELSE 0 END AS excused
        FROM (
            SELECT lesson_days.*, (
                SELECT COUNT(*) FROM registers x
                WHERE x.day = lesson_days.day AND x.kind = 'lesson' AND x.section_id = lesson_days.section_id
            ) AS taken
            FROM lesson_days
        ) AS l
    ), totals AS (
        SELECT student_id, CAST(SUM(absent) AS BIGINT) AS absent, CAST(SUM(excused) AS BIGINT) AS excused
        FROM (SELECT student_id, absent, excused FROM daily UNION ALL SELECT student_id, absent, excused FROM lessons) AS days
        GROUP BY student_id
        HAVING SUM(absent) + SUM(excused) >= $3
    )
    SELECT s.id, s.first_name, s.middle_name, s.last_name,
        sec.id AS section_id, sec.name AS section, lv.name AS level, totals.absent, totals.excused
    FROM totals
    JOIN students s ON s.id = totals.student_id
    LEFT JOIN sections sec ON sec.id = s.section_id
    LEFT JOIN levels lv ON lv.id = sec.level_id";
