"""What bench/classwork.sh loads, read off a school seeded with `seed-demo` (SQLite).

Usage: python3 bench/classwork-plan.py <database-url> <out-dir> [turn-ins] [lists] [reviews] [online] [announcements]

Signing thousands of accounts in would cost one bcrypt hash each, so the sessions are written
straight into the database, as a sign-in stores them: a random token in the cookie, its SHA-256
in `sessions`. Writes, in <out-dir>:
  plan.json   `turnIns`: sections of 40 students, each with a subject, its teacher's cookie and
              its students' cookies, `turn-ins` students in all (the bench posts one piece to
              each subject and every student turns a file in);
              `online`: the accounts whose sockets are open (`online` of them), and
              `announcements`: sections, each with its adviser's cookie and the students and
              guardians an announcement to both reaches (all of them among the online ones);
  todo.lua    `lists` students' requests for their Classwork (To do, Missing, Done), each with
              their own session, for wrk;
  review.lua  `reviews` teachers' requests for the work on a piece of theirs in a section of 40
              students, past due (turned in, returned, missing), for wrk.
"""
import datetime
import hashlib
import json
import random
import secrets
import sqlite3
import sys

url, out = sys.argv[1], sys.argv[2]
TURN_INS = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
LISTS = int(sys.argv[4]) if len(sys.argv) > 4 else 2000
REVIEWS = int(sys.argv[5]) if len(sys.argv) > 5 else 200
ONLINE = int(sys.argv[6]) if len(sys.argv) > 6 else 1000
ANNOUNCEMENTS = int(sys.argv[7]) if len(sys.argv) > 7 else 10
random.seed(23)
conn = sqlite3.connect(url.removeprefix("sqlite://"))
rows = lambda sql, *params: conn.execute(sql, params).fetchall()  # noqa: E731

students_of = {}
for student, section in rows("select id, section_id from students where section_id is not null order by id"):
    students_of.setdefault(section, []).append(student)
full = sorted(s for s, members in students_of.items() if len(members) == 40)
random.shuffle(full)
guardians_of = {}
for guardian, student in rows("select guardian_id, student_id from guardian_students order by guardian_id"):
    guardians_of.setdefault(student, []).append(guardian)
taught = {}
for subject, section, teacher in rows(
        "select id, section_id, teacher_id from subjects where teacher_id is not null order by id"):
    taught.setdefault(section, (subject, teacher))
advisers = dict(rows("select id, adviser_id from sections where adviser_id is not null"))

sessions = []


def session(role, user):
    token = secrets.token_hex(32)
    sessions.append((hashlib.sha256(token.encode()).hexdigest(), role, user))
    return f"lyceum_session={token}"


# Turn-ins: whole sections with a subject's teacher, 40 students each.
turn_sections = [s for s in full if s in taught][: (TURN_INS + 39) // 40]
turn_ins = [{
    "subjectID": taught[s][0],
    "teacherCookie": session("teacher", taught[s][1]),
    "students": [{"id": st, "cookie": session("student", st)} for st in students_of[s]],
} for s in turn_sections]
if sum(len(t["students"]) for t in turn_ins) < TURN_INS:
    sys.exit(f"the school has too few sections of 40 with a teacher for {TURN_INS} turn-ins")

# Announcements: other whole sections with an adviser; their students and guardians online.
taken = set(turn_sections)
announce_sections = [s for s in full if s in advisers and s not in taken][:ANNOUNCEMENTS]
online = {}
announcements = []
for s in announce_sections:
    members = students_of[s]
    family = sorted({g for st in members for g in guardians_of.get(st, [])})
    for st in members:
        online.setdefault(st, "student")
    for g in family:
        online.setdefault(g, "guardian")
    announcements.append({"sectionID": s, "teacherCookie": session("teacher", advisers[s]),
                          "students": members, "guardians": family})
for st, _ in rows("select id, section_id from students where section_id is not null order by id"):
    if len(online) >= ONLINE:
        break
    online.setdefault(st, "student")
online_accounts = [{"id": who, "role": role, "cookie": session(role, who)} for who, role in online.items()]

# To do: students of sections with classwork.
with_work = [st for (st,) in rows(
    "select s.id from students s where s.section_id in "
    "(select su.section_id from assignments a join subjects su on su.id = a.subject_id) order by s.id")]
classwork_lists = [(session("student", st), "/api/students/classwork") for st in random.sample(with_work, min(LISTS, len(with_work)))]

# Review lists: pieces past due in sections of 40, by their subject's teacher.
now = datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M:%S")
pieces = rows(
    "select a.id, su.teacher_id, su.section_id from assignments a join subjects su on su.id = a.subject_id "
    "where su.teacher_id is not null and a.due_at < ? order by a.id", now)
pieces = [(a, t) for a, t, s in pieces if len(students_of.get(s, [])) == 40]
review = [(session("teacher", t), f"/api/teachers/classwork-work?assignmentID={a}")
          for a, t in random.sample(pieces, min(REVIEWS, len(pieces)))]
if not classwork_lists or not review:
    sys.exit("the school has no classwork: seed it with seed-demo")

stamp = lambda t: t.strftime("%Y-%m-%d %H:%M:%S")  # noqa: E731, how the server stores a time
at = datetime.datetime.utcnow().replace(microsecond=0)
conn.executemany("insert into sessions (token_hash, role, user_id, must_change_password, created_at, expires_at) "
                 "values (?, ?, ?, 0, ?, ?)",
                 [(h, r, u, stamp(at), stamp(at + datetime.timedelta(days=2))) for h, r, u in sessions])
conn.commit()

with open(f"{out}/plan.json", "w") as f:
    json.dump({"turnIns": turn_ins, "online": online_accounts, "announcements": announcements}, f)
for name, requests in (("todo", classwork_lists), ("review", review)):
    with open(f"{out}/{name}.lua", "w") as f:
        f.write("local cookies = {%s}\n" % ", ".join('"%s"' % c for c, _ in requests))
        f.write("local paths = {%s}\n" % ", ".join('"%s"' % p for _, p in requests))
        f.write("""
-- Each request is one account asking with its own session.
local counter = 0
request = function()
  counter = counter + 1
  local i = counter % #paths + 1
  return wrk.format("GET", paths[i], { ["Cookie"] = cookies[i] })
end
""")
print(f"{sum(len(t['students']) for t in turn_ins)} students to turn in, {len(online_accounts)} online, "
      f"{len(announcements)} announcements reaching {sum(len(a['students']) + len(a['guardians']) for a in announcements)}, "
      f"{len(classwork_lists)} students' Classwork, {len(review)} teachers' review lists")
