"""What bench/attendance.sh loads, read off its seeded SQLite school.

Usage: python3 bench/attendance-plan.py <bench.db> <out-dir> <password>

The school was seeded with `seed-demo --previous-term`: every register of the term before the
current one (the full term the reports read) and of the current term so far. Writes, in <out-dir>:
  term           the full term's id
  teachers.txt   the 32 teachers who save registers (their emails)
  saves.lua      each of those teachers' lessons of the last seven days (inside the window in which
                 a teacher may still change a register), each request saving one of them as its
                 teacher (the cookie is filled in by bench/attendance.sh) with two exceptions
                 (absent, late), alternating between two pairs of students so every save writes;
  summaries.lua  2,000 placed students' summaries of the full term;
  months.lua     2,000 sections' month grids, of the full term's middle month;
  notify.json    the 1,000 students who are online, and the lesson register marking each of the
                 first ones absent.
"""
import datetime
import json
import random
import sqlite3
import sys

db, out, password = sys.argv[1], sys.argv[2], sys.argv[3]
conn = sqlite3.connect(db)
random.seed(7)
today = datetime.date.today()
day = datetime.date.fromisoformat
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
TEACHERS = 32
ONLINE = 1000
ALERTED = 20

year_id = conn.execute("select id from school_years where is_current").fetchone()[0]
breaks = [(day(a), day(b)) for a, b in conn.execute(
    "select first_day, last_day from no_school_days where school_year_id = ?", (year_id,))]
terms = [(tid, day(a), day(b)) for tid, a, b in conn.execute(
    "select id, first_day, last_day from terms where school_year_id = ? order by first_day", (year_id,))]
current = next((i for i, (_, a, b) in enumerate(terms) if a <= today <= b), None)
if current is None or current == 0:
    sys.exit("today is in no term after the first one: there is no full term of registers to read")
full_id, full_first, full_last = terms[current - 1]


def school_days(first, last):
    d, days = first, []
    while d <= last:
        if d.weekday() < 5 and not any(a <= d <= b for a, b in breaks):
            days.append(d)
        d += datetime.timedelta(days=1)
    return days


full_days = school_days(full_first, full_last)
# The days a teacher may still change: the last seven, today included, inside the current term.
window = school_days(max(terms[current][1], today - datetime.timedelta(days=7)), today)
if not window:
    sys.exit("no school day in the last seven days: no register a teacher may still save")
window_by_weekday = {}
for d in window:
    window_by_weekday.setdefault(WEEKDAYS[d.weekday()], []).append(d)

students_of = {}
for sid, section in conn.execute("select id, section_id from students where section_id is not null order by id"):
    students_of.setdefault(section, []).append(sid)


def lua_strings(values):
    return "{%s}" % ", ".join('"%s"' % value.replace("\\", "\\\\").replace('"', '\\"') for value in values)


# Register saves: the first 32 demo teachers with a lesson in the window, each their own lessons.
teachers, saves = [], []
for n in range(1, 400):
    email = f"teacher{n}@demo.lyceum.test"
    lessons = conn.execute(
        "select sc.id, sc.day, su.section_id from teachers t join subjects su on su.teacher_id = t.id "
        "join schedules sc on sc.subject_id = su.id where t.email = ? order by sc.id", (email,)).fetchall()
    lessons = [lesson for lesson in lessons if lesson[1] in window_by_weekday and len(students_of.get(lesson[2], [])) >= 4]
    if not lessons:
        continue
    for schedule, weekday, section in lessons[:8]:
        four = random.sample(students_of[section], 4)
        date = random.choice(window_by_weekday[weekday]).isoformat()
        pair = []
        for first, second in ((four[0], four[1]), (four[2], four[3])):
            marks = [{"studentID": first, "code": "absent"}, {"studentID": second, "code": "late", "minutesLate": 5}]
            pair.append(json.dumps({"scheduleID": schedule, "date": date, "marks": marks}))
        saves.append((len(teachers), pair))
    teachers.append(email)
    if len(teachers) == TEACHERS:
        break
if len(teachers) < TEACHERS:
    sys.exit(f"only {len(teachers)} teachers have a lesson in the last seven days")
with open(f"{out}/teachers.txt", "w") as f:
    f.write("\n".join(teachers) + "\n")
with open(f"{out}/term", "w") as f:
    f.write(full_id)
with open(f"{out}/saves.lua", "w") as f:
    f.write("local owners = {%s}\n" % ", ".join(str(owner + 1) for owner, _ in saves))
    f.write("local bodies = %s\n" % lua_strings([body for _, pair in saves for body in pair]))
    f.write("local cookies = {COOKIES}\n")
    f.write("""
-- Every request saves the next lesson's register as its teacher, two threads starting half the
-- lessons apart, so 32 connections save 32 different registers at once; each lesson alternates
-- between its two bodies, so every save changes its register.
threads_started = 0
setup = function(thread)
  thread:set("offset", threads_started)
  threads_started = threads_started + 1
end
local counter = 0
init = function(args)
  counter = (offset or 0) * math.floor(#owners / 2)
end
request = function()
  counter = counter + 1
  local lesson = counter % #owners + 1
  local pair = math.floor(counter / #owners) % 2
  local headers = { ["Content-Type"] = "application/json", ["Cookie"] = "lyceum_session=" .. cookies[owners[lesson]] }
  return wrk.format("POST", "/api/attendance/register", headers, bodies[(lesson - 1) * 2 + pair + 1])
end
""")


def paths_script(name, paths):
    with open(f"{out}/{name}.lua", "w") as f:
        f.write("local paths = %s\n" % lua_strings(paths))
        f.write("""
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[counter % #paths + 1])
end
""")


placed = [sid for ids in students_of.values() for sid in ids]
paths_script("summaries", [f"/api/attendance/student-summary?studentID={sid}&termID={full_id}"
                           for sid in random.sample(placed, min(2000, len(placed)))])
month = full_days[len(full_days) // 2].strftime("%Y-%m")
sections = list(students_of)
paths_script("months", [f"/api/attendance/section-month?sectionID={section}&month={month}"
                        for section in random.sample(sections, min(2000, len(sections)))])

# Notifications: demo students 1..1000 online; the first ones with a lesson in the window and no
# excuse on file that day are marked absent in turn.
online, alerted = [], []
lessons_of = {}
for schedule, weekday, section in conn.execute(
        "select sc.id, sc.day, su.section_id from schedules sc join subjects su on su.id = sc.subject_id order by sc.id"):
    if weekday in window_by_weekday:
        lessons_of.setdefault(section, []).append((schedule, weekday))
for n in range(1, ONLINE + 1):
    email = f"student{n}@demo.lyceum.test"
    row = conn.execute("select id, section_id from students where email = ?", (email,)).fetchone()
    if row is None:
        continue
    online.append(email)
    if len(alerted) == ALERTED or row[1] not in lessons_of:
        continue
    schedule, weekday = lessons_of[row[1]][0]
    date = window_by_weekday[weekday][-1].isoformat()
    if conn.execute("select 1 from excuses where student_id = ? and first_day <= ? and last_day >= ?",
                    (row[0], date, date)).fetchone():
        continue
    alerted.append({"email": email, "studentID": row[0], "scheduleID": schedule, "date": date})
with open(f"{out}/notify.json", "w") as f:
    json.dump({"password": password, "online": online, "students": alerted}, f)
