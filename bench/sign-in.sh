#!/usr/bin/env bash
# What two-step sign-in adds to a sign-in: a teacher signing in with the password alone, beside one
# who then gives a one-time code, each timed from the browser's side of the connection, with the
# actix-web hello-world asked the same way in the same run. Seeds a school on SQLite with
# `lyceum seed-demo`, turns two-step sign-in on for `rounds × runs` teachers through the API
# (set-up, then a first code, as the dialog does), and then, `runs` times (default 5), signs in
# `rounds` teachers of each kind one after another over a kept-alive connection: the password
# alone (`POST /api/teachers/login`), and the password then the code (`POST /api/sign-in/code`
# with the challenge the login answered). Each teacher with a code signs in once (a code is
# taken once). Passwords are hashed at cost 4 on both sides, so bcrypt does not hide what the
# second step costs.
#
# Usage: bench/sign-in.sh [rounds] [runs]
# Needs curl and python3. Binary: target/release/lyceum (cargo build --release), or LYCEUM_BIN.
# Prints the table and, last, one JSON line with sign_in_password_p99_ms,
# sign_in_with_code_p99_ms, code_step_p99_ms (each the worst of the runs),
# added_round_trips and hello_p99_ms; each run's figures go to bench/results/sign-in.jsonl
# (BENCH_NO_RECORD=1 leaves that file alone).
set -euo pipefail
rounds="${1:-200}"
runs="${2:-5}"
source "$(dirname "$0")/lib.sh"
password=bench-pass-123
teachers=$((rounds * runs + rounds))
# Each run turns two-step sign-in on for teachers afresh: never a school seeded before.
rm -f "$work"/bench.db*
db="sqlite://$work/bench.db"
echo "seeding $teachers teachers (SQLite)..."
LYCEUM_LOG=warn "$bin" seed-demo --teachers "$teachers" --students 20 --sections 2 --password "$password" \
  --password-cost 4 --database "$db" >/dev/null

start_lyceum "$db" LYCEUM_BCRYPT_COST=4
start_hello

record_to="$root/bench/results/sign-in.jsonl"
[ -n "${BENCH_NO_RECORD:-}" ] && record_to=""
python3 - "$port" "$hello_port" "$rounds" "$runs" "$password" "$record_to" "$(git -C "$root" rev-parse --short HEAD)" <<'PY'
import base64, hmac, http.client, json, struct, sys, time
port, hello_port, rounds, runs, password, record_to, commit = sys.argv[1:8]
rounds, runs = int(rounds), int(runs)

def code(secret, steps=0):
    """The code an authenticator app holding `secret` shows `steps` steps of 30 s from now (RFC 6238)."""
    key = base64.b32decode(secret + "=" * (-len(secret) % 8))
    digest = hmac.new(key, struct.pack(">Q", int(time.time()) // 30 + steps), "sha1").digest()
    offset = digest[-1] & 0x0F
    return "%06d" % ((struct.unpack(">I", digest[offset:offset + 4])[0] & 0x7FFFFFFF) % 1_000_000)

class Client:
    """One kept-alive connection, as a browser holds one."""
    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", int(port))
    def call(self, method, path, body=None, cookie=None):
        headers = {"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"}
        if cookie:
            headers["Cookie"] = cookie
        self.conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        response = self.conn.getresponse()
        data = response.read()
        return response.status, (json.loads(data) if data else None), response.getheader("Set-Cookie")

api = Client(port)
email = lambda n: f"teacher{n}@demo.lyceum.test"
def login(client, n):
    return client.call("POST", "/api/teachers/login", {"email": email(n), "password": password})

# Two-step sign-in on for the teachers after the first `rounds`, through the dialog's calls.
started, secrets = time.time(), {}
for n in range(rounds + 1, rounds * runs + rounds + 1):
    status, _, cookie = login(api, n)
    assert status == 200, (n, status)
    cookie = cookie.split(";")[0]
    status, setup, _ = api.call("POST", "/api/second-step/set-up", {}, cookie)
    assert status == 200, setup
    status, confirmed, _ = api.call("POST", "/api/second-step/confirm", {"code": code(setup["secret"])}, cookie)
    assert status == 200 and len(confirmed["recovery_codes"]) == 10, confirmed
    api.call("POST", "/api/logout", {}, cookie)
    secrets[n] = setup["secret"]
print(f"two-step sign-in turned on for {len(secrets)} teachers in {time.time() - started:.1f} s")

def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]

rows, worst = [], {}
print(f"\n| {'sign-in':<58} | run | {'p50 (ms)':>8} | {'p99 (ms)':>8} |")
print(f"|{'-' * 60}|-----|----------|----------|")
for run in range(1, runs + 1):
    hello, plain, with_code, step = Client(hello_port), Client(port), Client(port), []
    hello_ms = []
    for _ in range(rounds):
        t = time.perf_counter()
        status, _, _ = hello.call("GET", "/")
        hello_ms.append((time.perf_counter() - t) * 1000)
    password_ms = []
    for n in range(1, rounds + 1):
        t = time.perf_counter()
        status, user, _ = login(plain, n)
        password_ms.append((time.perf_counter() - t) * 1000)
        assert status == 200 and user["email"] == email(n), user
    total_ms = []
    for n in range(rounds * run + 1, rounds * run + rounds + 1):
        t = time.perf_counter()
        status, challenge, _ = login(with_code, n)
        assert status == 200 and challenge["second_step"] == "code", challenge
        t_code = time.perf_counter()
        # The app's next code: the one set-up took is never taken again.
        status, session, cookie = with_code.call(
            "POST", "/api/sign-in/code", {"challenge": challenge["challenge"], "code": code(secrets[n], 1)})
        done = time.perf_counter()
        assert status == 200 and session["role"] == "teacher" and cookie, session
        step.append((done - t_code) * 1000)
        total_ms.append((done - t) * 1000)
    figures = {
        "sign_in_password_p99_ms": round(pct(password_ms, 99), 2),
        "sign_in_with_code_p99_ms": round(pct(total_ms, 99), 2),
        "code_step_p99_ms": round(pct(step, 99), 2),
        "added_round_trips": 1,
        "hello_p99_ms": round(pct(hello_ms, 99), 2),
    }
    for name, values in [("hello-world (actix-web, fixed JSON)", hello_ms),
                         ("password alone (POST /api/teachers/login)", password_ms),
                         ("password, then the code (login + POST /api/sign-in/code)", total_ms),
                         ("  of which the code (POST /api/sign-in/code)", step)]:
        print(f"| {name:<58} | {run:>3} | {pct(values, 50):>8.2f} | {pct(values, 99):>8.2f} |")
    for key, value in figures.items():
        worst[key] = max(worst.get(key, value), value)
    if record_to:
        with open(record_to, "a") as f:
            f.write(json.dumps({"date": time.strftime("%Y-%m-%dT%H:%MZ", time.gmtime()), "commit": commit,
                                "command": "bench/sign-in.sh", "run": run, "of": runs,
                                "machine": {"hello_p99_ms": figures["hello_p99_ms"]},
                                "figures": {k: v for k, v in figures.items() if k != "hello_p99_ms"}}) + "\n")
print()
print(json.dumps(worst))
PY
