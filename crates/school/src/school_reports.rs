//! The school's own School Forms, built from every enrolment of a school year: SF4 (the month's
//! movement and attendance, per section) and SF6 (the year's promotion and proficiency, per
//! level).

use std::collections::HashMap;

use chrono::{Months, NaiveDate};
use lyceum_documents::school_forms::sf5::{level_of, ACTIONS};
use lyceum_documents::school_forms::{
    monthly_movement, promotion_summary, BySex, LevelSummary, MonthHead, Movement, SchoolHead, SectionMovement,
};
use lyceum_domain::attendance::Code;
use lyceum_domain::enrolment::EnrolmentStatus;
use lyceum_domain::file_name::file_name_part;
use lyceum_domain::{DayRange, ValidationError};
use lyceum_persistence::attendance::reports::month;
use lyceum_persistence::grades::settings as report_card_settings;
use lyceum_persistence::learners::enrolments::Enrolment;
use lyceum_persistence::learners::forms::{self, YearSection};
use lyceum_persistence::report_cards::months::YearMonths;
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::Conn;

use crate::school_forms::{action_of, standings, FormFile};
use crate::Refusal;

/// "Grade 10" after "Grade 9": a level's name ordered by its number.
fn level_key(name: &str) -> (String, u32, String) {
    let digits: String = name.chars().filter(char::is_ascii_digit).collect();
    let prefix: String = name.chars().take_while(|c| !c.is_ascii_digit()).collect();
    (prefix.to_lowercase(), digits.parse().unwrap_or(0), name.to_lowercase())
}

/// The year's sections in level order, and its enrolments (with the learner's sex letter) by
/// section.
type Enrolled = HashMap<String, Vec<(Enrolment, Option<String>)>>;

fn sections_and_enrolments(conn: &mut Conn, year: &SchoolYear) -> Result<(Vec<YearSection>, Enrolled), Refusal> {
    let mut sections = forms::sections_of_year(conn, &year.year.id)?;
    sections.sort_by_cached_key(|(_, level, section, _)| (level_key(level), section.to_lowercase()));
    let mut enrolled: Enrolled = HashMap::new();
    for (enrolment, sex) in forms::year_enrolments(conn, &year.year.id)? {
        if let Some(section) = enrolment.section_id.clone() {
            enrolled.entry(section).or_default().push((enrolment, sex));
        }
    }
    Ok((sections, enrolled))
}

/// Adds `amount` to `figures` for a learner of the sex `letter` (the total only when unknown).
fn count(figures: &mut BySex, letter: Option<&str>, amount: f64) {
    match letter {
        Some("M") => figures.male += amount,
        Some("F") => figures.female += amount,
        _ => {}
    }
    figures.total += amount;
}

/// The month `raw` (`YYYY-MM`) of `year`: its first and last day inside the year.
fn month_of_year(year: &SchoolYear, raw: &str) -> Result<(NaiveDate, DayRange), Refusal> {
    let first = NaiveDate::parse_from_str(&format!("{}-01", raw.trim()), "%Y-%m-%d")
        .map_err(|_| ValidationError::new("month", "Choose a month, as YYYY-MM."))?;
    let last = first.checked_add_months(Months::new(1)).and_then(|next| next.pred_opt()).unwrap_or(first);
    let (year_first, year_last) = (year.year.first_day, year.year.last_day);
    let days = DayRange::new(first.max(year_first), last.min(year_last)).ok_or_else(|| {
        let named = |day: NaiveDate| day.format("%B %Y").to_string();
        ValidationError::new(
            "month",
            format!("Choose a month of the school year, {} to {}.", named(year_first), named(year_last)),
        )
    })?;
    Ok((first, days))
}

/// The Monthly Learner's Movement and Attendance (SF4) of the school for the month `raw_month`
/// (`YYYY-MM`) of `year`.
pub fn sf4(conn: &mut Conn, year: &SchoolYear, raw_month: &str) -> Result<FormFile, Refusal> {
    let (month, days) = month_of_year(year, raw_month)?;
    if YearMonths::new(year, &[]).school_days_of(month) == 0 {
        return Err(ValidationError::new("month", "This month has no school days.").into());
    }
    let (sections, mut enrolled) = sections_and_enrolments(conn, year)?;
    let mut rows = Vec::with_capacity(sections.len());
    let mut learners = 0;
    for (id, level, section, adviser) in sections {
        let members = enrolled.remove(&id).unwrap_or_default();
        let mut row = SectionMovement {
            level,
            section,
            adviser,
            registered: BySex::default(),
            daily_average: BySex::default(),
            dropped: Movement::default(),
            transferred_out: Movement::default(),
            transferred_in: Movement::default(),
        };
        let mut attending = Vec::new();
        for (enrolment, sex) in &members {
            let sex = sex.as_deref();
            let status = enrolment.status();
            let left_on = enrolment.status_on.filter(|_| !status.is_current());
            if enrolment.enrolled_on > days.last() {
                continue;
            }
            if left_on.is_none_or(|day| day >= days.first()) {
                attending.push(enrolment.student_id.clone());
            }
            if left_on.is_none_or(|day| day > days.last()) {
                count(&mut row.registered, sex, 1.0);
            }
            let moved = match status {
                EnrolmentStatus::Dropped => Some((&mut row.dropped, left_on)),
                EnrolmentStatus::TransferredOut => Some((&mut row.transferred_out, left_on)),
                EnrolmentStatus::TransferredIn => Some((&mut row.transferred_in, Some(enrolment.enrolled_on))),
                _ => None,
            };
            if let Some((movement, Some(day))) = moved {
                if day < days.first() {
                    count(&mut movement.before, sex, 1.0);
                } else if day <= days.last() {
                    count(&mut movement.in_month, sex, 1.0);
                }
            }
        }
        learners += attending.len();
        let grid = month::read_students(conn, &id, days, &attending)?;
        // The days the section's register was taken: a school day without one (one still to come
        // in the month under way) tells nothing of who attended.
        let school_days = grid.register_days.len().max(1) as f64;
        let sexes: HashMap<&str, Option<&str>> =
            members.iter().map(|(enrolment, sex)| (enrolment.student_id.as_str(), sex.as_deref())).collect();
        for student in &grid.students {
            let present = student.marks.values().filter(|code| matches!(code, Code::Present | Code::Late)).count();
            let sex = sexes.get(student.id.as_str()).copied().flatten();
            count(&mut row.daily_average, sex, present as f64 / school_days);
        }
        rows.push(row);
    }
    let settings = report_card_settings::read(conn)?;
    let head = MonthHead {
        school: settings.school_name,
        school_id: settings.school_id,
        region: settings.region,
        division: settings.division,
        school_year: year.year.name.clone(),
        month: month.format("%B %Y").to_string(),
    };
    let bytes = monthly_movement(&head, &rows).map_err(|error| Refusal::BadRequest(error.to_string()))?;
    let name = file_name_part(&format!("sf4 {}", month.format("%Y-%m")), "sf4");
    Ok(FormFile { file_name: format!("{name}.xlsx"), bytes, learners })
}

/// The Summary Report on Promotion and Level of Proficiency (SF6) of the school in `year`: each
/// section's SF5 figures summed per level.
pub fn sf6(conn: &mut Conn, year: &SchoolYear) -> Result<FormFile, Refusal> {
    let (sections, mut enrolled) = sections_and_enrolments(conn, year)?;
    let mut levels: Vec<LevelSummary> = Vec::new();
    let mut learners = 0;
    for (id, level, _, _) in sections {
        let members = enrolled.remove(&id).unwrap_or_default();
        let mut standing = standings(conn, &id, year)?;
        if levels.last().is_none_or(|last| last.level != level) {
            levels.push(LevelSummary { level, actions: [BySex::default(); 3], proficiency: [BySex::default(); 5] });
        }
        let Some(summary) = levels.last_mut() else { continue };
        for (enrolment, sex) in &members {
            let (average, not_passed) = standing.remove(&enrolment.student_id).unwrap_or_default();
            let Some(action) = action_of(Some(enrolment.status()), average, not_passed.len()) else { continue };
            let label = action.label().to_uppercase();
            let Some(at) = ACTIONS.iter().position(|wanted| *wanted == label) else { continue };
            learners += 1;
            count(&mut summary.actions[at], sex.as_deref(), 1.0);
            if let Some(average) = average {
                count(&mut summary.proficiency[level_of(average)], sex.as_deref(), 1.0);
            }
        }
    }
    let settings = report_card_settings::read(conn)?;
    let head = SchoolHead {
        school: settings.school_name,
        school_id: settings.school_id,
        region: settings.region,
        division: settings.division,
        school_year: year.year.name.clone(),
    };
    let bytes = promotion_summary(&head, &levels).map_err(|error| Refusal::BadRequest(error.to_string()))?;
    let name = file_name_part(&format!("sf6 {}", year.year.name), "sf6");
    Ok(FormFile { file_name: format!("{name}.xlsx"), bytes, learners })
}

#[cfg(test)]
mod tests {
    use super::level_key;

    #[test]
    fn levels_are_ordered_by_their_number() {
        let mut levels = vec!["Grade 10", "Grade 7", "Grade 9", "Kinder"];
        levels.sort_by_key(|level| level_key(level));
        assert_eq!(levels, ["Grade 7", "Grade 9", "Grade 10", "Kinder"]);
    }
}
