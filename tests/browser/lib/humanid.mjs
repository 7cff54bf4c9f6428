// A real `humanid serve` for one test file: a free loopback port, a fresh data dir,
// `http://localhost:PORT` as both public URLs (passkeys need a host name, not an IP),
// depth-16 credential sets so proofs take a fraction of a second.

import { spawn, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The binary under test: `$HUMANID_BIN`, else the repository's debug build. */
export const humanidBin = process.env.HUMANID_BIN || path.join(repo, 'target/debug/humanid');

/** Settings a developer's shell may hold must not leak into the server under test. */
function cleanEnv(extra = {}) {
  const env = { ...process.env, HUMANID_LOG: 'warn', ...extra };
  for (const k of ['HUMANID_DATABASE_URL', 'HUMANID_SECRET', 'HUMANID_WALLET', 'HUMANID_SERVER',
    'HUMANID_OPERATOR_TOKEN', 'HUMANID_CONFIG', 'HUMANID_LISTEN', 'HUMANID_AUTH_URL',
    'HUMANID_BASE_URL', 'HUMANID_AUTH_LISTEN', 'HUMANID_API_LISTEN', 'HUMANID_DATA_DIR']) {
    if (!(k in extra)) delete env[k];
  }
  return env;
}

/** A port nobody listens on right now (the server binds it a moment later). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** `humanid ARGS` to completion; throws with its stderr when it fails. */
export async function cli(args, { env = {}, timeout = 60_000 } = {}) {
  try {
    const { stdout } = await run(humanidBin, args, { env: cleanEnv(env), timeout });
    return stdout;
  } catch (e) {
    throw new Error(`humanid ${args.join(' ')} failed: ${e.stderr || e.message}`);
  }
}

/** Polls `url` until it answers 200 (or the process exits, or `ms` pass). */
async function waitReady(url, child, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not ready within ${ms} ms`);
}

/**
 * Starts `humanid serve` and bootstraps a team (`team`, default "Acme"; `null` for none:
 * then `serve` makes the first team itself and prints its setup link in the banner).
 * `publicUrls: false` leaves `--base-url`/`--auth-url` to their defaults.
 * Returns { url, origin, host, port, dataDir, apiKey, teamId, bootstrapped, banner(), stop(), … }.
 */
export async function startHumanid({ team = 'Acme', args = [], env = {}, publicUrls = true } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'humanid-browser-'));
  const dataDir = path.join(dir, 'data');
  const common = ['--data-dir', dataDir, '--tree-depth', '16'];
  // The credential sets are created by whichever command opens the data dir first.
  const bootstrapped = team === null ? null : await bootstrap(common, team, env);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const [stdout, stderr] = [[], []];
    const urls = publicUrls ? ['--base-url', url, '--auth-url', url] : [];
    const child = spawn(humanidBin, ['serve', '--listen', `127.0.0.1:${port}`,
      ...urls, ...common, ...args], {
      env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => stdout.push(d));
    child.stderr.on('data', (d) => stderr.push(d));
    if (await waitReady(`http://127.0.0.1:${port}/readyz`, child, 30_000)) {
      return server({ child, dir, dataDir, common, url, port, bootstrapped, env, stdout, stderr });
    }
    // Lost the port to another process between choosing and binding it: try another.
    if (attempt === 3) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`humanid serve exited: ${Buffer.concat(stderr)}`);
    }
  }
}

async function bootstrap(common, team, env) {
  return JSON.parse(await cli(['admin', 'bootstrap', '--team', team, ...common], { env }));
}

function server({ child, dir, dataDir, common, url, port, bootstrapped, env, stdout, stderr }) {
  const exited = new Promise((r) => child.once('exit', r));
  const self = {
    url,
    origin: url,
    host: `localhost:${port}`,
    port,
    dir,
    dataDir,
    bootstrapped,
    apiKey: bootstrapped?.api_key,
    teamId: bootstrapped?.team_id,
    /** What `serve` printed on stdout: its ready banner. */
    banner: () => Buffer.concat(stdout).toString(),
    /** What the server logged (warnings and worse): handy in assertion messages. */
    log: () => Buffer.concat(stderr).toString(),
    /** `humanid ARGS` against this server's data dir (admin, credentials, keys …). */
    cli: (args) => cli([...args, ...common], { env }),
    /** Another team, as `humanid admin bootstrap` prints it. */
    bootstrap: (name) => bootstrap(common, name, env),
    /** Stops the server and deletes its data dir. */
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killed);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  return self;
}
