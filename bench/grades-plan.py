"""What bench/grades.sh loads, read off its seeded SQLite school (and topped up in it).

Usage: python3 bench/grades-plan.py <bench.db> <out-dir>

The school was seeded with `seed-demo`, which scores every term of the current year so far and
publishes the ended ones. This script gives each gradebook it opens the issue's size, 30
assessments of the current term (about 40 students each in the bench's sections), by adding
Written Works, Performance Tasks and Quarterly Assessments with a score for every student of the
section (their ids made as the server makes an assessment's: see `assessment_id`), and writes, in
<out-dir>:
  year, term      the current year's and term's ids;  year_name  the year's name
  section         a section of 40 or so students, for its report cards as one PDF
  teachers.txt    the 32 teachers who type scores (their emails)
  saves.lua       each of those teachers saving one score of their own gradebook (the cookie is
                  filled in by bench/grades.sh), alternating between two values so every save writes
  gradebooks.lua  400 gradebooks of 30 assessments, opened as an administrator
  grids.lua       1,000 sections' grids of the current term (the adviser's view)
"""
import datetime
import random
import sqlite3
import sys
import uuid

db, out = sys.argv[1], sys.argv[2]
conn = sqlite3.connect(db)
random.seed(11)
today = datetime.date.today()
day = datetime.date.fromisoformat
TEACHERS = 32
GRADEBOOKS = 400
GRIDS = 1000
ASSESSMENTS = 30

year_id, year_name = conn.execute("select id, name from school_years where is_current").fetchone()
terms = [(tid, day(a), day(b)) for tid, a, b in conn.execute(
    "select id, first_day, last_day from terms where school_year_id = ? order by first_day", (year_id,))]
started = [t for t in terms if t[1] <= today]
if not started:
    sys.exit("no term of the current year has started")
term_id, term_first, term_last = next((t for t in terms if t[1] <= today <= t[2]), started[-1])
last_day = min(today, term_last)

students_of = {}
for sid, section in conn.execute(
        "select id, section_id from students where section_id is not null order by last_name, first_name, id"):
    students_of.setdefault(section, []).append(sid)
subjects = conn.execute(
    "select su.id, su.section_id, t.email from subjects su join teachers t on t.id = su.teacher_id "
    "order by su.id").fetchall()
subjects = [s for s in subjects if len(students_of.get(s[1], [])) >= 30]

# The 32 teachers: the first demo teachers with a subject in a full section, one subject each.
teachers, typed = [], []
for n in range(1, 1000):
    email = f"teacher{n}@demo.lyceum.test"
    mine = [s for s in subjects if s[2] == email]
    if mine:
        teachers.append(email)
        typed.append(mine[0][0])
    if len(teachers) == TEACHERS:
        break
if len(teachers) < TEACHERS:
    sys.exit(f"only {len(teachers)} teachers teach a section of 30 or more students")
opened = typed + [s[0] for s in random.sample(subjects, min(len(subjects), GRADEBOOKS * 2)) if s[0] not in typed]
opened = opened[:GRADEBOOKS]
section_of = {s[0]: s[1] for s in subjects}

# Top every opened gradebook up to 30 assessments of the current term, each scored for everyone,
# and take back any submission so the teachers may type.
now = datetime.datetime.now().isoformat(sep=" ")


def assessment_id(subject, term):
    """An id as the server gives a new assessment (`new_id_grouped` in crates/persistence/src/
    values.rs): a version 8 UUID whose first six bytes, FNV-1a of the subject's and the term's
    ids, are those of every assessment of that subject's term, the rest random."""
    digest = 0xCBF29CE484222325
    for byte in f"{subject}\0{term}".encode():
        digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    raw = bytearray(digest.to_bytes(8, "big")[:6] + uuid.uuid4().bytes[6:])
    raw[6] = (raw[6] & 0x0F) | 0x80
    raw[8] = (raw[8] & 0x3F) | 0x80
    return str(uuid.UUID(bytes=bytes(raw)))

categories = ["WW", "PT", "WW", "PT", "WW", "QA"]
assessment_rows, score_rows = [], []
for subject in opened:
    have = conn.execute("select count(*) from assessments where subject_id = ? and term_id = ?",
                        (subject, term_id)).fetchone()[0]
    span = max((last_day - term_first).days, 0)
    for k in range(have, ASSESSMENTS):
        aid = assessment_id(subject, term_id)
        category = categories[k % len(categories)]
        highest = {"WW": 20, "PT": 50, "QA": 100}[category]
        date = term_first + datetime.timedelta(days=span * k // ASSESSMENTS)
        assessment_rows.append((aid, subject, term_id, f"Bench {category} {k + 1}", category, highest * 100,
                                date.isoformat(), now, now))
        for student in students_of[section_of[subject]]:
            score_rows.append((aid, student, random.randint(highest * 55, highest * 100), now))
conn.executemany("insert into assessments (id, subject_id, term_id, title, category, highest, day, created_at, "
                 "updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)", assessment_rows)
conn.executemany("insert into scores (assessment_id, student_id, score, excused, updated_at) "
                 "values (?, ?, ?, 0, ?)", score_rows)
conn.executemany("delete from grade_submissions where subject_id = ? and term_id = ?",
                 [(s, term_id) for s in opened])
conn.commit()


def write(name, text):
    with open(f"{out}/{name}", "w") as f:
        f.write(text)


def lua_strings(values):
    return "{%s}" % ", ".join('"%s"' % value.replace("\\", "\\\\").replace('"', '\\"') for value in values)


write("year", year_id)
write("year_name", year_name)
write("term", term_id)
full = [section for section, ids in students_of.items() if len(ids) >= 40]
write("section", (full or sorted(students_of, key=lambda s: -len(students_of[s])))[0])
write("teachers.txt", "\n".join(teachers) + "\n")

# Saves: each teacher's own gradebook, 16 cells each, two values per cell.
bodies = []
for subject in typed:
    cells = conn.execute(
        "select a.id from assessments a where a.subject_id = ? and a.term_id = ? order by a.day, a.id",
        (subject, term_id)).fetchall()
    section_students = students_of[section_of[subject]]
    for k in range(16):
        assessment = cells[k % len(cells)][0]
        student = section_students[(k * 7) % len(section_students)]
        bodies.append([f'{{"assessmentID":"{assessment}","studentID":"{student}","score":"{v}"}}' for v in (9, 10)])
write("saves.lua", "local bodies = %s\n" % lua_strings([b for pair in bodies for b in pair]) +
      "local cells = 16\nlocal cookies = {COOKIES}\n" + """
-- Requests go round the 32 teachers (the second thread starting half-way), each saving the next
-- of their own 16 cells, each cell alternating between two values, so every save changes a score.
local connections = 0
setup = function(thread)
  thread:set("first", connections)
  connections = connections + 16
end
local counter = 0
local teacher = 0
init = function(args)
  teacher = first or 0
end
request = function()
  counter = counter + 1
  teacher = (teacher + 1) % #cookies
  local cell = math.floor(counter / #cookies) % cells
  local value = math.floor(counter / (#cookies * cells)) % 2
  local headers = { ["Content-Type"] = "application/json", ["Cookie"] = "lyceum_session=" .. cookies[teacher + 1] }
  return wrk.format("POST", "/api/grades/score", headers, bodies[(teacher * cells + cell) * 2 + value + 1])
end
""")


def paths_script(name, paths):
    write(f"{name}.lua", "local paths = %s\n" % lua_strings(paths) + """
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[counter % #paths + 1])
end
""")


paths_script("gradebooks", [f"/api/grades/gradebook?subjectID={s}&termID={term_id}" for s in opened])
sections = random.sample(list(students_of), min(GRIDS, len(students_of)))
paths_script("grids", [f"/api/grades/section?sectionID={s}&termID={term_id}" for s in sections])
print(f"{len(assessment_rows)} assessments and {len(score_rows)} scores added to {len(opened)} gradebooks")
