// The timing half of bench/passkeys.sh: a teacher signing in with the password alone, beside one
// signing in with a passkey alone ('Sign in with a passkey': POST /api/sign-in/passkey/options,
// the authenticator's answer, POST /api/sign-in/passkey), each timed from the browser's side of a
// kept-alive connection, with the actix-web hello-world asked the same way in the same run. The
// authenticator is a software one (P-256 keys from node's crypto, `none` attestation), as a
// phone's screen lock answers; its signing time is left out of the passkey's figures.
// Usage: node bench/passkeys.mjs <port> <hello port> <rounds> <runs> <password> <record to|""> <commit>
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import http from 'node:http';

const [port, helloPort, roundsText, runsText, password, recordTo, commit] = process.argv.slice(2);
const rounds = Number(roundsText);
const runs = Number(runsText);
const origin = `http://localhost:${port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function call(at, method, path, body, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { 'Content-Type': 'application/json', Origin: `http://localhost:${at}`, Host: `localhost:${at}` };
    if (cookie) headers.Cookie = cookie;
    const req = http.request({ host: '127.0.0.1', port: at, method, path, headers, agent }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const cookieSet = (res.headers['set-cookie'] ?? [])[0]?.split(';')[0];
        resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null, cookie: cookieSet });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
const head = (major, n) => (n < 24 ? [(major << 5) | n] : n < 256 ? [(major << 5) | 24, n] : [(major << 5) | 25, n >> 8, n & 255]);
const int = (n) => (n >= 0 ? head(0, n) : head(1, -1 - n));
const bytes = (b) => [...head(2, b.length), ...b];
const text = (t) => [...head(3, Buffer.byteLength(t)), ...Buffer.from(t)];

/** A passkey made for the creation `options`, and the browser's answer. */
function makePasskey(options) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  const rpHash = createHash('sha256').update(options.rp.id).digest();
  const cose = [...head(5, 5), ...int(1), ...int(2), ...int(3), ...int(-7), ...int(-1), ...int(1),
    ...int(-2), ...bytes(Buffer.from(jwk.x, 'base64url')), ...int(-3), ...bytes(Buffer.from(jwk.y, 'base64url'))];
  const authData = [...rpHash, 0x45, 0, 0, 0, 0, ...new Array(16).fill(0), 0, id.length, ...id, ...cose];
  const attestation = [...head(5, 3), ...text('fmt'), ...text('none'), ...text('attStmt'), ...head(5, 0), ...text('authData'), ...bytes(authData)];
  const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
  const passkey = { privateKey, id, handle: Buffer.from(options.user.id, 'base64url'), rpHash, counter: 0 };
  const answer = {
    id: b64(id), rawId: b64(id), type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON: b64(clientData), attestationObject: b64(attestation), transports: ['internal'] },
  };
  return { passkey, answer };
}

/** The passkey's answer to the request `options`. */
function assertWith(passkey, options) {
  passkey.counter += 1;
  const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(passkey.counter);
  const authData = Buffer.concat([passkey.rpHash, Buffer.from([0x05]), counter]);
  const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
  const signature = createSign('SHA256').update(signed).sign(passkey.privateKey);
  return {
    id: b64(passkey.id), rawId: b64(passkey.id), type: 'public-key', clientExtensionResults: {},
    response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature), userHandle: b64(passkey.handle) },
  };
}

const email = (n) => `teacher${n}@demo.lyceum.test`;
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.round((p / 100) * (sorted.length - 1)))];
};
const now = () => Number(process.hrtime.bigint()) / 1e6;

// A passkey for each of the teachers who sign in with one.
const passkeys = new Map();
const started = Date.now();
for (let n = rounds + 1; n <= 2 * rounds; n += 1) {
  const login = await call(port, 'POST', '/api/teachers/login', { email: email(n), password });
  if (login.status !== 200) throw new Error(`sign-in of ${email(n)}: ${login.status}`);
  const begun = await call(port, 'POST', '/api/passkeys/options', {}, login.cookie);
  const { passkey, answer } = makePasskey(begun.body.options);
  const added = await call(port, 'POST', '/api/passkeys', { ceremony: begun.body.ceremony, credential: answer, name: 'Bench' }, login.cookie);
  if (added.status !== 201) throw new Error(`passkey of ${email(n)}: ${JSON.stringify(added.body)}`);
  await call(port, 'POST', '/api/logout', {}, login.cookie);
  passkeys.set(n, passkey);
}
console.log(`a passkey added for ${passkeys.size} teachers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const worst = {};
console.log(`\n| ${'sign-in'.padEnd(62)} | run | p50 (ms) | p99 (ms) |`);
console.log(`|${'-'.repeat(64)}|-----|----------|----------|`);
for (let run = 1; run <= runs; run += 1) {
  const hello = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = now();
    await call(helloPort, 'GET', '/');
    hello.push(now() - t);
  }
  const plain = [];
  for (let n = 1; n <= rounds; n += 1) {
    const t = now();
    const answer = await call(port, 'POST', '/api/teachers/login', { email: email(n), password });
    plain.push(now() - t);
    if (answer.status !== 200) throw new Error(`password sign-in: ${answer.status}`);
  }
  const withPasskey = [];
  for (let n = rounds + 1; n <= 2 * rounds; n += 1) {
    const t = now();
    const begun = await call(port, 'POST', '/api/sign-in/passkey/options', { role: 'teacher' });
    const signing = now();
    const credential = assertWith(passkeys.get(n), begun.body.options);
    const signed = now();
    const answer = await call(port, 'POST', '/api/sign-in/passkey', { ceremony: begun.body.ceremony, credential });
    withPasskey.push(now() - t - (signed - signing));
    if (answer.status !== 200 || answer.body.role !== 'teacher') throw new Error(`passkey sign-in: ${JSON.stringify(answer.body)}`);
  }
  const figures = {
    sign_in_password_p99_ms: +pct(plain, 99).toFixed(2),
    sign_in_with_passkey_p99_ms: +pct(withPasskey, 99).toFixed(2),
    passkey_round_trips: 2,
    password_round_trips: 1,
    hello_p99_ms: +pct(hello, 99).toFixed(2),
  };
  for (const [name, values] of [
    ['hello-world (actix-web, fixed JSON)', hello],
    ['password alone (POST /api/teachers/login)', plain],
    ['passkey alone (options + POST /api/sign-in/passkey)', withPasskey],
  ]) {
    console.log(`| ${name.padEnd(62)} | ${String(run).padStart(3)} | ${pct(values, 50).toFixed(2).padStart(8)} | ${pct(values, 99).toFixed(2).padStart(8)} |`);
  }
  for (const [key, value] of Object.entries(figures)) worst[key] = Math.max(worst[key] ?? value, value);
  if (recordTo) {
    const { hello_p99_ms: helloP99, ...rest } = figures;
    appendFileSync(recordTo, `${JSON.stringify({ date: new Date().toISOString().slice(0, 16) + 'Z', commit, command: 'bench/passkeys.sh', run, of: runs, machine: { hello_p99_ms: helloP99 }, figures: rest })}\n`);
  }
}
console.log();
console.log(JSON.stringify(worst));
