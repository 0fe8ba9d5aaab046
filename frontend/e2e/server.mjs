// Starts the real `lyceum` binary for browser tests: a free port, a fresh SQLite database
// and uploads folder in a temp dir, the admin account and the demo school seeded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADMIN = { email: 'admin@lyceum.test', password: 'admin-pass-123' };
export const DEMO_PASSWORD = 'demo-pass-123';
export const TEACHER = {
  email: 'teacher1@demo.lyceum.test',
  password: DEMO_PASSWORD,
  firstName: 'Maria',
  fullName: 'Maria Santos',
};
export const STUDENT = {
  email: 'student1@demo.lyceum.test',
  password: DEMO_PASSWORD,
  firstName: 'Juan',
  fullName: 'Juan Dela Cruz',
};

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEALTH_TIMEOUT_MS = 30_000;

function lyceumBinary() {
  const bin = process.env.LYCEUM_BIN;
  if (!bin) {
    throw new Error(
      'LYCEUM_BIN is not set. Build the backend and the front end first, then run e.g.\n' +
        '  (cd frontend && npm run build) && cargo build --release &&\n' +
        '  LYCEUM_BIN=$PWD/target/release/lyceum npm --prefix frontend run e2e',
    );
  }
  const resolved = path.resolve(bin);
  if (!existsSync(resolved)) throw new Error(`LYCEUM_BIN points at ${resolved}, which does not exist.`);
  return resolved;
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runToCompletion(bin, args, env) {
  const result = spawnSync(bin, args, { env, cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw new Error(`lyceum ${args[0]} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `lyceum ${args.join(' ')} exited with ${result.status ?? result.signal}\n${result.stdout}\n${result.stderr}`,
    );
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With `LYCEUM_E2E_POSTGRES_URL` (a PostgreSQL server's URL, e.g.
 * `postgres://postgres@127.0.0.1:5432/postgres`), each server gets a fresh PostgreSQL database
 * of its own instead of a SQLite file, made and dropped with `psql`; without it, SQLite.
 */
function databaseFor(dataDir) {
  const server = process.env.LYCEUM_E2E_POSTGRES_URL;
  if (!server) return { url: `sqlite://${path.join(dataDir, 'lyceum.db')}`, drop: () => {} };
  const name = `lyceum_e2e_${path.basename(dataDir).replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
  const psql = (sql) => {
    const result = spawnSync('psql', [server, '-qc', sql], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`psql could not run ${sql}: ${result.stderr}`);
  };
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Seeds a fresh database and starts `lyceum serve` on a free port: the admin account and,
 * unless `seed` is false, the demo school. `env` adds settings (`LYCEUM_*`). Resolves once
 * `GET /api/health` answers 200; `stop()` ends the server and deletes its data.
 */
export async function startServer({ seed = true, env: settings = {} } = {}) {
  const bin = lyceumBinary();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-e2e-'));
  const database = databaseFor(dataDir);
  const env = {
    ...process.env,
    // Every password hashed cheaply: a sign-in takes a millisecond instead of a quarter second.
    LYCEUM_BCRYPT_COST: '4',
    ...settings,
    LYCEUM_DATABASE_URL: database.url,
    LYCEUM_UPLOADS_DIR: path.join(dataDir, 'uploads'),
  };

  let child;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
    database.drop();
  };

  try {
    runToCompletion(bin, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password], env);
    if (seed) {
      runToCompletion(
        bin,
        ['seed-demo', '--students', '3', '--teachers', '2', '--password', DEMO_PASSWORD],
        env,
      );
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(bin, ['serve', '--bind', `127.0.0.1:${port}`], {
      env,
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-8_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);

    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`lyceum serve exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
      }
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) {
        throw new Error(`lyceum serve did not answer /api/health within 30 s:\n${output}`);
      }
      await sleep(200);
    }

    const page = await fetch(`${baseUrl}/`);
    if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error(
        `lyceum serve answers / with ${page.status} ${page.headers.get('content-type')}: ` +
          'the front end is not being served (run `npm run build` in frontend/ first).',
      );
    }

    return { baseUrl, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
