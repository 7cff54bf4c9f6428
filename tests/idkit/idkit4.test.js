// The reference client kit of World ID 4.0, @worldcoin/idkit-core 4.3.0 with its server
// helper @worldcoin/idkit-server, unmodified, against a real `humanid serve`: a back end
// signs `rp_context` with the kit's own `signRequest` (its key's address registered as
// the app's signer), `IDKit.request(...)` leaves the request on humanid's relay
// (`bridge_url`), the command-line wallet answers the connector link, the kit's poll
// collects the result, and the back end posts that result as it is to
// `/api/v4/verify/{rp_id}`. Run: `node --test tests/idkit`.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import * as secp from "@noble/secp256k1";
import { keccak_256 } from "@noble/hashes/sha3";
import { startHumanid } from "./lib/humanid.js";

// In Node the kit fetches its WebAssembly with `fetch(new URL("idkit_wasm_bg.wasm",
// import.meta.url))`, a file: URL, which Node's fetch refuses; read those from disk.
const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const target = input instanceof URL ? input : new URL(typeof input === "string" ? input : input.url);
  if (target.protocol !== "file:") return nodeFetch(input, init);
  return new Response(readFileSync(fileURLToPath(target)), {
    headers: { "content-type": "application/wasm" },
  });
};

const kit = await import("idkit-v4");
const { signRequest } = await import("idkit-v4/signing");
const { IDKit } = kit;

let humanid;
before(async () => {
  humanid = await startHumanid();
});
after(() => humanid?.stop());

const hex = (bytes) => Buffer.from(bytes).toString("hex");

/** The Ethereum address of a secp256k1 key: the last 20 bytes of keccak256(public key). */
function address(signingKeyHex) {
  const pub = secp.getPublicKey(signingKeyHex.slice(2), false);
  return `0x${hex(keccak_256(pub.slice(1)).slice(12))}`;
}

/**
 * A relying party: an app (staging unless told) whose back end holds a signing key,
 * registered over GraphQL, and signs each request's `rp_context` with `signRequest`.
 */
async function relyingParty(label, { staging = true } = {}) {
  const created = await humanid.gql(
    `mutation { insert_app_one(object: {name: "RP ${label}", engine: "cloud", is_staging: ${staging}}) { id } }`,
  );
  const appId = created.insert_app_one.id;
  const signingKeyHex = `0x${hex(randomBytes(32))}`;
  const registered = await humanid.gql(
    `mutation { register_rp_signer(app_id: "${appId}", signer_address: "${address(signingKeyHex)}") { rp_id status } }`,
  );
  const { rp_id: rpId, status } = registered.register_rp_signer;
  assert.equal(status, "registered");
  return {
    appId,
    rpId,
    environment: staging ? "staging" : "production",
    /** What the back end hands the page for one request. */
    rpContext(action) {
      const sig = signRequest({ signingKeyHex, action });
      return {
        rp_id: rpId,
        nonce: sig.nonce,
        created_at: sig.createdAt,
        expires_at: sig.expiresAt,
        signature: sig.sig,
      };
    },
    /** The back end forwards the kit's result as it is. */
    async verify(result, id = rpId) {
      const res = await fetch(`${humanid.url}/api/v4/verify/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(result),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

/** The page's side: `IDKit.request(...)` for `action` with `preset`, through humanid's relay. */
function request(rp, action, options = {}) {
  return IDKit.request({
    app_id: rp.appId,
    action,
    rp_context: rp.rpContext(action),
    bridge_url: humanid.url,
    allow_legacy_proofs: true,
    environment: rp.environment,
    ...options,
  });
}

/** The wallet answers the page's link; then the page's poll collects the outcome. */
async function answered(pending, wallet, ...walletArgs) {
  const signIn = await wallet.signIn(pending.connectorURI, ...walletArgs);
  const outcome = await pending.pollUntilCompletion({ pollInterval: 100, timeout: 20_000 });
  return { signIn, outcome };
}

test("every app has the reference's RP id; a registered signer shows in GraphQL and rp-status", async () => {
  const pkg = JSON.parse(readFileSync(new URL("./node_modules/idkit-v4/package.json", import.meta.url)));
  assert.deepEqual([pkg.name, pkg.version], ["@worldcoin/idkit-core", "4.3.0"]);
  const rp = await relyingParty("ids");
  const expected = `rp_${hex(keccak_256(new TextEncoder().encode(rp.appId))).slice(0, 16)}`;
  assert.equal(rp.rpId, expected);
  const rows = await humanid.gql(
    `query { rp_registration(where: {app_id: {_eq: "${rp.appId}"}}) { rp_id app_id signer_address status } }`,
  );
  assert.equal(rows.rp_registration.length, 1);
  assert.equal(rows.rp_registration[0].rp_id, rp.rpId);
  assert.match(rows.rp_registration[0].signer_address, /^0x[0-9a-f]{40}$/);
  const status = await (await fetch(`${humanid.url}/api/v4/rp-status/${rp.rpId}`)).json();
  assert.deepEqual(status, { production_status: "unregistered", staging_status: "registered" });
});

for (const [preset, enrolled, identifier] of [
  ["orbLegacy", ["orb"], "orb"],
  ["secureDocumentLegacy", ["secure_document"], "secure_document"],
  ["documentLegacy", ["document"], "document"],
  ["deviceLegacy", ["device"], "device"],
  ["selfieCheckLegacy", ["face"], "selfie"],
]) {
  test(`${preset}: the wallet answers with its ${enrolled} credential and /api/v4/verify/{rp_id} accepts the kit's result`, async () => {
    const rp = await relyingParty(preset);
    const wallet = await humanid.wallet(preset, enrolled);
    const pending = await request(rp, "join").preset(kit[preset]({ signal: "user-7" }));
    const link = new URL(pending.connectorURI);
    assert.equal(link.origin + link.pathname, "https://staging.world.org/verify");
    assert.equal(link.searchParams.get("b"), humanid.url);
    const { signIn, outcome } = await answered(pending, wallet);
    assert.equal(signIn.code, 0, signIn.stderr);
    assert.equal(outcome.success, true, JSON.stringify(outcome));
    const { result } = outcome;
    assert.equal(result.protocol_version, "3.0");
    assert.equal(result.environment, "staging");
    assert.equal(result.action, "join");
    assert.equal(result.responses.length, 1);
    assert.equal(result.responses[0].identifier, identifier);
    assert.equal(result.responses[0].signal_hash, kit.hashSignal("user-7"));

    const first = await rp.verify(result);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.success, true);
    assert.equal(first.body.action, "join");
    assert.equal(first.body.environment, "staging");
    assert.equal(first.body.nullifier, result.responses[0].nullifier);
    assert.deepEqual(first.body.results, [
      { identifier, success: true, nullifier: result.responses[0].nullifier },
    ]);
  });
}

test("the wallet proves with the strongest credential a preset accepts: device and face take orb", async () => {
  const rp = await relyingParty("strongest");
  const wallet = await humanid.wallet("strongest", ["device", "face", "orb"]);
  for (const preset of ["deviceLegacy", "selfieCheckLegacy"]) {
    const pending = await request(rp, `best-${preset}`).preset(kit[preset]({}));
    const { outcome } = await answered(pending, wallet);
    assert.equal(outcome.success, true, JSON.stringify(outcome));
    assert.equal(outcome.result.responses[0].identifier, "orb", preset);
  }
  // A document-only wallet cannot answer an orb request, and the page is told why.
  const documents = await humanid.wallet("documents", ["document"]);
  const pending = await request(rp, "orb-only").preset(kit.orbLegacy({}));
  const { signIn, outcome } = await answered(pending, documents);
  assert.notEqual(signIn.code, 0);
  assert.deepEqual(outcome, { success: false, error: "credential_unavailable" });
});

test("invite-code mode: the link carries the code, the wallet derives the request from it", async () => {
  const rp = await relyingParty("invite");
  const wallet = await humanid.wallet("invite");
  const pending = await IDKit.requestWithInviteCode({
    app_id: rp.appId,
    action: "invite",
    rp_context: rp.rpContext("invite"),
    bridge_url: humanid.url,
    allow_legacy_proofs: true,
    environment: "staging",
  }).preset(kit.orbLegacy({ signal: "invited" }));
  const link = new URL(pending.connectorURI);
  const code = link.searchParams.get("c");
  assert.match(code, /^[0-9A-Z]{6}$/);
  assert.equal(link.searchParams.get("a"), rp.appId);
  assert.match(pending.requestId, /^[0-9a-f]{64}$/);
  // The code as a person would type it: lower case, split, no request id or key.
  const typed = `https://staging.world.org/verify?c=${code.slice(0, 3).toLowerCase()}-${code.slice(3)}&a=${rp.appId}&b=${encodeURIComponent(humanid.url)}`;
  const signIn = await wallet.signIn(typed);
  assert.equal(signIn.code, 0, signIn.stderr);
  const outcome = await pending.pollUntilCompletion({ pollInterval: 100, timeout: 20_000 });
  assert.equal(outcome.success, true, JSON.stringify(outcome));
  const verified = await rp.verify(outcome.result);
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
});

test("user presence: asked for, the wallet confirms it and the kit's result says so", async () => {
  const rp = await relyingParty("presence");
  const wallet = await humanid.wallet("presence");
  const pending = await request(rp, "present", { require_user_presence: true }).preset(kit.orbLegacy({}));
  const { signIn, outcome } = await answered(pending, wallet);
  assert.equal(signIn.code, 0, signIn.stderr);
  assert.match(signIn.stderr, /present/);
  assert.equal(outcome.success, true, JSON.stringify(outcome));
  assert.equal(outcome.result.user_presence_completed, true);
  assert.equal((await rp.verify(outcome.result)).status, 200);
});

test("a request for World ID 4.0 proofs only is answered world_id_4_not_available", async () => {
  const rp = await relyingParty("four-only");
  const wallet = await humanid.wallet("four-only");
  for (const [label, make] of [
    ["selfieCheck", (r) => r.preset(kit.selfieCheck({}))],
    ["proof_of_human", (r) => r.constraints(kit.CredentialRequest("proof_of_human", { signal: "x" }))],
  ]) {
    const pending = await make(request(rp, `four-${label}`, { allow_legacy_proofs: false }));
    const { signIn, outcome } = await answered(pending, wallet);
    assert.notEqual(signIn.code, 0, label);
    assert.match(signIn.stderr, /World ID 4\.0/);
    assert.deepEqual(outcome, { success: false, error: "world_id_4_not_available" }, label);
  }
  // With legacy proofs allowed, the 4.0 preset falls back to the orb credential.
  const pending = await request(rp, "four-fallback").preset(kit.proofOfHuman({ signal: "x" }));
  const { outcome } = await answered(pending, wallet);
  assert.equal(outcome.success, true, JSON.stringify(outcome));
  assert.equal(outcome.result.responses[0].identifier, "orb");
});

test("the back end's verify: reuse on an unlimited action, refusal on a limited one, tampering, other apps and environments", async () => {
  const rp = await relyingParty("backend");
  await humanid.gql(
    `mutation { insert_action_one(object: {app_id: "${rp.appId}", action: "vote", name: "Vote", max_verifications: 1}) { id } }`,
  );
  const wallet = await humanid.wallet("backend");
  const proved = async (action) => {
    const pending = await request(rp, action).preset(kit.orbLegacy({ signal: "ballot" }));
    const { outcome } = await answered(pending, wallet);
    assert.equal(outcome.success, true, JSON.stringify(outcome));
    return outcome.result;
  };

  // First seen by v4: created unlimited, so a reuse is a 200 that says so.
  const poll = await proved("poll");
  const first = await rp.verify(poll);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.match(first.body.message, /first use/);
  const again = await rp.verify(poll);
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.match(again.body.message, /2 times/);
  assert.equal(again.body.created_at, first.body.created_at);
  // The app id works as the path too.
  assert.equal((await rp.verify(poll, rp.appId)).status, 200);

  // Limited in the portal to one use: the second is refused, item by item.
  const vote = await proved("vote");
  assert.equal((await rp.verify(vote)).status, 200);
  const refused = await rp.verify(vote);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, "all_verifications_failed");
  assert.equal(refused.body.results[0].code, "max_verifications_reached");

  // A tampered proof (its A and C points swapped: both valid points, wrong proof).
  const fresh = await proved("tamper");
  const item = fresh.responses[0];
  const digits = item.proof.slice(2);
  const swapped = `0x${digits.slice(384)}${digits.slice(128, 384)}${digits.slice(0, 128)}`;
  const tampered = { ...fresh, responses: [{ ...item, proof: swapped }] };
  const bad = await rp.verify(tampered);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.results[0].code, "invalid_proof");
  // Nothing was recorded for it: the untampered result is still a first use.
  const good = await rp.verify(fresh);
  assert.match(good.body.message, /first use/);

  // Replayed at another app (its external nullifier differs), and in the wrong environment.
  const other = await relyingParty("other");
  const replay = await other.verify(fresh);
  assert.equal(replay.status, 400);
  assert.equal(replay.body.results[0].code, "invalid_proof");
  const production = await relyingParty("production", { staging: false });
  const wrongApp = await production.verify(fresh);
  assert.equal(wrongApp.status, 400);
  assert.equal(wrongApp.body.code, "invalid_environment");
  const relabelled = await rp.verify({ ...fresh, environment: "production" });
  assert.equal(relabelled.body.code, "invalid_environment");
});

test("a request in another environment than the app's is refused, and the page told invalid_network", async () => {
  const rp = await relyingParty("environment");
  const wallet = await humanid.wallet("environment");
  const pending = await request(rp, "x", { environment: "production" }).preset(kit.orbLegacy({}));
  assert.equal(new URL(pending.connectorURI).hostname, "world.org");
  const { signIn, outcome } = await answered(pending, wallet);
  assert.notEqual(signIn.code, 0);
  assert.match(signIn.stderr, /environment: "staging"/);
  assert.deepEqual(outcome, { success: false, error: "invalid_network" });
});

test("the kit takes an http:// bridge only for app_staging_ apps on loopback or private addresses", async () => {
  const production = await relyingParty("https-only", { staging: false });
  await assert.rejects(
    request(production, "x").preset(kit.orbLegacy({})),
    /Bridge URL must use HTTPS/,
  );
});
