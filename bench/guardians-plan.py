"""What bench/guardians.sh loads, read off a school seeded with `seed-demo` (SQLite or PostgreSQL).

Usage: python3 bench/guardians-plan.py <database-url> <out-dir> [online] [rounds] [homes]

The demo school gives every student a guardian (their mother, `parent<n>@…`) and every fourth
student a second one (a father of two). Signing thousands of accounts in would cost one bcrypt
hash at the server's cost each (minutes on two cores), so the accounts' sessions are written
straight into the database, as a sign-in stores them: a random token in the cookie, its SHA-256
in `sessions`. Writes, in <out-dir>:
  live.json   `online` students' and `online` guardians' session cookies, an administrator's,
              and `rounds` registers, each a lesson of one section on a past school day of its
              weekday marking five of its students absent, each student with exactly one
              guardian (so five absences reach five guardians), none with an excuse that day;
              every one of those guardians and students is among the online ones;
  homes.lua   (with `homes` > 0) that many guardians' requests for their child's Home, each with
              the guardian's own cookie, for wrk.
"""
import datetime
import hashlib
import json
import random
import secrets
import sqlite3
import subprocess
import sys

url, out = sys.argv[1], sys.argv[2]
ONLINE = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
ROUNDS = int(sys.argv[4]) if len(sys.argv) > 4 else 100
HOMES = int(sys.argv[5]) if len(sys.argv) > 5 else 0
ABSENT = 5
random.seed(17)
today = datetime.date.today()
day = datetime.date.fromisoformat
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
postgres = url.startswith("postgres")


def quote(value):
    return "'%s'" % str(value).replace("'", "''")


def rows(sql, *params):
    """The rows of `sql`, its `?` filled with `params`, as tuples of strings (of ints for counts)."""
    if not postgres:
        return sqlite_conn.execute(sql, params).fetchall()
    for param in params:
        sql = sql.replace("?", quote(param), 1)
    text = subprocess.run(["psql", "-qtAX", "-F", "\t", url, "-c", sql], check=True, capture_output=True,
                          text=True).stdout
    return [tuple(line.split("\t")) for line in text.splitlines() if line]


sqlite_conn = None if postgres else sqlite3.connect(url.removeprefix("sqlite://"))
year_id = rows("select id from school_years where is_current")[0][0]
breaks = [(day(a), day(b)) for a, b in rows(
    "select first_day, last_day from no_school_days where school_year_id = ?", year_id)]
terms = [(day(a), day(b)) for a, b in rows(
    "select first_day, last_day from terms where school_year_id = ? order by first_day", year_id)]


def school_day(d):
    return d.weekday() < 5 and not any(a <= d <= b for a, b in breaks) and any(a <= d <= b for a, b in terms)


# The last school day of each weekday, today included: an administrator may save any past one.
last_of = {}
d = today
while len(last_of) < 5 and d > today - datetime.timedelta(days=60):
    if school_day(d):
        last_of.setdefault(WEEKDAYS[d.weekday()], d)
    d -= datetime.timedelta(days=1)
if not last_of:
    sys.exit("no school day in the last sixty days: no register to save")

lessons_of = {}
for schedule, weekday, section in rows(
        "select sc.id, sc.day, su.section_id from schedules sc join subjects su on su.id = sc.subject_id "
        "order by sc.id"):
    if weekday in last_of:
        lessons_of.setdefault(section, []).append((schedule, last_of[weekday]))
excused = {}
for student, first, last in rows("select student_id, first_day, last_day from excuses"):
    excused.setdefault(student, []).append((day(first), day(last)))
# Placed students with exactly one guardian, by section.
single = {}
for student, section, guardian in rows(
        "select s.id, s.section_id, min(gs.guardian_id) from students s "
        "join guardian_students gs on gs.student_id = s.id where s.section_id is not null "
        "group by s.id, s.section_id having count(*) = 1 order by s.id"):
    single.setdefault(section, []).append((student, guardian))

rounds = []
sections = [s for s in sorted(single) if s in lessons_of and len(single[s]) >= ABSENT]
random.shuffle(sections)
for n in range(ROUNDS):
    if not sections:
        break
    section = sections[n % len(sections)]
    schedule, date = lessons_of[section][n // len(sections) % len(lessons_of[section])]
    free = [(s, g) for s, g in single[section]
            if not any(a <= date <= b for a, b in excused.get(s, []))]
    if len(free) < ABSENT:
        continue
    chosen = random.sample(free, ABSENT)
    rounds.append({"scheduleID": schedule, "date": date.isoformat(),
                   "students": [s for s, _ in chosen], "guardians": [g for _, g in chosen]})
if len(rounds) < ROUNDS // 2:
    sys.exit(f"only {len(rounds)} registers with {ABSENT} students of one guardian each: seed a larger school")


def fill(needed, pool):
    """`needed` (in order, without repeats) topped up from `pool` to ONLINE."""
    chosen = list(dict.fromkeys(needed))
    taken = set(chosen)
    for one in pool:
        if len(chosen) >= ONLINE:
            break
        if one not in taken:
            chosen.append(one)
            taken.add(one)
    return chosen


students = fill([s for r in rounds for s in r["students"]], [s for (s,) in rows("select id from students order by id")])
guardians = fill([g for r in rounds for g in r["guardians"]], [g for (g,) in rows("select id from guardians order by id")])
if len(students) < ONLINE or len(guardians) < ONLINE:
    sys.exit(f"the school has {len(students)} students and {len(guardians)} guardians to put online, not {ONLINE}")
admin = rows("select id from admins order by id")[0][0]

links = []
if HOMES > 0:
    links = random.sample(rows("select guardian_id, student_id from guardian_students"), HOMES)

# Sessions, as a sign-in stores them.
# The columns a sign-in writes (the browser, its address and last use are left empty).
SESSION_COLUMNS = "(token_hash, role, user_id, must_change_password, created_at, expires_at)"
sessions = []


def session(role, user):
    token = secrets.token_hex(32)
    sessions.append((hashlib.sha256(token.encode()).hexdigest(), role, user))
    return f"lyceum_session={token}"


plan = {
    "admin": session("admin", admin),
    "students": [{"id": s, "cookie": session("student", s)} for s in students],
    "guardians": [{"id": g, "cookie": session("guardian", g)} for g in guardians],
    "rounds": rounds,
}
homes = [(session("guardian", g), f"/api/guardians/children/{s}/home") for g, s in links]
if postgres:
    values = ",\n".join(f"({quote(h)}, {quote(r)}, {quote(u)}, false, now() at time zone 'utc', "
                        f"now() at time zone 'utc' + interval '2 days')" for h, r, u in sessions)
    subprocess.run(["psql", "-qX", url], input=f"INSERT INTO sessions {SESSION_COLUMNS} VALUES\n{values};\n", check=True, text=True,
                   capture_output=True)
else:
    now = datetime.datetime.utcnow().replace(microsecond=0)
    stamp = lambda t: t.strftime("%Y-%m-%d %H:%M:%S")  # noqa: E731, how the server stores a time
    sqlite_conn.executemany(f"insert into sessions {SESSION_COLUMNS} values (?, ?, ?, 0, ?, ?)",
                            [(h, r, u, stamp(now), stamp(now + datetime.timedelta(days=2))) for h, r, u in sessions])
    sqlite_conn.commit()

with open(f"{out}/live.json", "w") as f:
    json.dump(plan, f)
if homes:
    with open(f"{out}/homes.lua", "w") as f:
        f.write("local cookies = {%s}\n" % ", ".join('"%s"' % c for c, _ in homes))
        f.write("local paths = {%s}\n" % ", ".join('"%s"' % p for _, p in homes))
        f.write("""
-- Each request is one guardian asking for their child's Home with their own session.
local counter = 0
request = function()
  counter = counter + 1
  local i = counter % #paths + 1
  return wrk.format("GET", paths[i], { ["Cookie"] = cookies[i] })
end
""")
print(f"{len(rounds)} registers of {ABSENT} absences, {len(students)} students and {len(guardians)} guardians online"
      + (f", {len(homes)} guardians' Homes" if homes else ""))
