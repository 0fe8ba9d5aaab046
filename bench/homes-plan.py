"""What bench/homes.sh loads, read off a school seeded with `seed-demo` (SQLite).

Usage: python3 bench/homes-plan.py <sqlite-url> <out-dir> [callers]

Signing thousands of accounts in would cost one bcrypt hash each (minutes on two cores), so the
callers' sessions are written straight into the database, as a sign-in stores them: a random
token in the cookie, its SHA-256 in `sessions`. Writes, in <out-dir>, one wrk script per Home,
each request with its caller's own session and today's date as the browser sends it:
  admin.lua     `GET /api/admins/home`, one administrator;
  teacher.lua   `GET /api/teachers/home?date=`, every teacher (at most `callers`);
  student.lua   `GET /api/students/home?date=`, `callers` students;
  guardian.lua  `GET /api/guardians/home?date=`, `callers` guardians.
"""
import datetime
import hashlib
import random
import secrets
import sqlite3
import sys

url, out = sys.argv[1], sys.argv[2]
CALLERS = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
random.seed(42)
conn = sqlite3.connect(url.removeprefix("sqlite://"))
today = datetime.date.today().isoformat()


def ids(sql):
    found = [row[0] for row in conn.execute(sql)]
    return random.sample(found, min(CALLERS, len(found)))


# The columns a sign-in writes (the browser, its address and last use are left empty).
SESSION_COLUMNS = "(token_hash, role, user_id, must_change_password, created_at, expires_at)"
sessions = []


def cookie(role, user):
    token = secrets.token_hex(32)
    sessions.append((hashlib.sha256(token.encode()).hexdigest(), role, user))
    return f"lyceum_session={token}"


callers = {
    "admin": ([cookie("admin", a) for a in ids("select id from admins")[:1]], "/api/admins/home"),
    "teacher": ([cookie("teacher", t) for t in ids("select id from teachers")], f"/api/teachers/home?date={today}"),
    "student": ([cookie("student", s) for s in ids("select id from students where section_id is not null")],
                f"/api/students/home?date={today}"),
    "guardian": ([cookie("guardian", g) for g in ids("select id from guardians")], f"/api/guardians/home?date={today}"),
}
now = datetime.datetime.utcnow().replace(microsecond=0)
stamp = lambda t: t.strftime("%Y-%m-%d %H:%M:%S")  # noqa: E731, how the server stores a time
conn.executemany(f"insert into sessions {SESSION_COLUMNS} values (?, ?, ?, 0, ?, ?)",
                 [(h, r, u, stamp(now), stamp(now + datetime.timedelta(days=2))) for h, r, u in sessions])
conn.commit()

for name, (cookies, path) in callers.items():
    with open(f"{out}/{name}.lua", "w") as f:
        f.write("local cookies = {%s}\n" % ", ".join('"%s"' % c for c in cookies))
        f.write('local path = "%s"\n' % path)
        f.write("""
-- Each request is one caller opening their Home with their own session.
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", path, { ["Cookie"] = cookies[counter % #cookies + 1] })
end
""")
print(", ".join(f"{len(c)} {name}{'s' if len(c) != 1 else ''}" for name, (c, _) in callers.items()))
