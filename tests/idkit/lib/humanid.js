// A real `humanid serve` for the kit tests: a fresh data dir with a bootstrapped team,
// the server on a random port (its URL read from the banner), GraphQL with the team's
// API key, and the command-line wallet. HUMANID_BIN names the binary (default
// target/debug/humanid).
import assert from "node:assert/strict";
import { spawn, execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const bin = resolve(root, process.env.HUMANID_BIN ?? "target/debug/humanid");

/** Starts a server; call `stop()` when done. */
export async function startHumanid() {
  const dir = mkdtempSync(join(tmpdir(), "humanid-idkit-"));
  const data = join(dir, "data");
  const env = { ...process.env, HUMANID_LOG: "warn" };
  for (const name of ["HUMANID_DATABASE_URL", "HUMANID_WALLET", "HUMANID_SERVER", "HUMANID_SECRET", "HUMANID_OPERATOR_TOKEN"]) {
    delete env[name];
  }

  /** Runs `humanid ARGS`; resolves with {code, stdout, stderr} whatever the exit code. */
  const humanid = (args, extraEnv = {}) =>
    new Promise((done) => {
      execFile(bin, args, { env: { ...env, ...extraEnv } }, (err, stdout, stderr) => {
        done({ code: err ? (err.code ?? 1) : 0, stdout, stderr });
      });
    });

  const boot = await humanid(["admin", "bootstrap", "--team", "Kit", "--tree-depth", "16", "--data-dir", data]);
  assert.equal(boot.code, 0, boot.stderr);
  const apiKey = JSON.parse(boot.stdout).api_key;
  const server = spawn(bin, ["serve", "--listen", "127.0.0.1:0", "--tree-depth", "16", "--data-dir", data], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let url;
  // The banner names the developer API's URL.
  for await (const line of createInterface({ input: server.stdout })) {
    const m = line.trim().match(/^developer API\s+(\S+)/);
    if (m) {
      url = m[1];
      break;
    }
  }
  assert.ok(url, "serve printed its URL");

  async function gql(query) {
    const res = await fetch(`${url}/v1/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    const body = await res.json();
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data;
  }

  /** A new wallet enrolled (through the simulator) in the staging sets of `types`. */
  async function wallet(label, types = ["orb"]) {
    const walletEnv = { HUMANID_WALLET: join(dir, `wallet-${label}.json`), HUMANID_SERVER: url };
    const steps = [["wallet", "new"], ...types.map((t) => ["wallet", "enroll", "--type", t])];
    for (const args of steps) {
      const out = await humanid(args, walletEnv);
      assert.equal(out.code, 0, out.stderr);
    }
    return {
      /** `humanid wallet sign-in LINK --yes` with this wallet. */
      signIn: (link, ...extra) => humanid(["wallet", "sign-in", link, "--yes", ...extra], walletEnv),
    };
  }

  function stop() {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }

  return { url, gql, humanid, wallet, stop };
}
