// The reference client kit, @worldcoin/idkit-core — its newest 1.x and 2.x, unmodified —
// against a real `humanid serve`: the widget's store leaves its request on humanid's
// Wallet Bridge relay, the command-line wallet answers the kit's connector link, the
// widget's poll collects the proof, and the kit's own backend helper verifies it at
// humanid's /api/v2/verify. Run: `node --test tests/idkit` (HUMANID_BIN names the binary,
// default target/debug/humanid).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { startHumanid } from "./lib/humanid.js";

// The kit picks its crypto by platform: a browser (`window.document`) or React Native
// (`navigator.product`); in plain Node `createClient` throws "Unsupported platform".
// Its React Native adapter only calls the global WebCrypto, which Node has, so say so.
if (typeof globalThis.navigator === "undefined") {
  Object.defineProperty(globalThis, "navigator", {
    value: { product: "ReactNative" },
    configurable: true,
  });
}

const kits = {
  "1.x": {
    core: await import("idkit-v1"),
    backend: await import("idkit-v1/backend"),
    pkg: "idkit-v1",
  },
  "2.x": {
    core: await import("idkit-v2"),
    backend: await import("idkit-v2/backend"),
    pkg: "idkit-v2",
  },
};

const here = dirname(fileURLToPath(import.meta.url));
let humanid;

before(async () => {
  humanid = await startHumanid();
});

after(() => humanid?.stop());

/** A staging app with action `vote` (one use per person) and an enrolled wallet. */
async function setUp(label) {
  const app = await humanid.gql(
    `mutation { insert_app_one(object: {name: "Kit ${label}", engine: "cloud", is_staging: true}) { id } }`,
  );
  const appId = app.insert_app_one.id;
  await humanid.gql(
    `mutation { insert_action_one(object: {app_id: "${appId}", action: "vote", name: "Vote", max_verifications: 1}) { id } }`,
  );
  return { appId, wallet: await humanid.wallet(label) };
}

/** The widget: a fresh store, its request on humanid's relay; returns the store. */
async function widget(kit, appId) {
  const store = kit.core.createWorldBridgeStore();
  await store.getState().createClient({
    app_id: appId,
    action: "vote",
    signal: "hello",
    bridge_url: humanid.url,
    verification_level: "device",
  });
  return store;
}

/** Polls as the widget does until it has an outcome (the wallet has already answered). */
async function outcome(store) {
  for (let i = 0; i < 20; i++) {
    await store.getState().pollForUpdates();
    const { verificationState } = store.getState();
    if (verificationState === "confirmed" || verificationState === "failed") return store.getState();
  }
  throw new Error(`no outcome: ${store.getState().verificationState}`);
}

for (const [line, kit] of Object.entries(kits)) {
  test(`idkit-core ${line}: the widget gets a proof from the humanid wallet through humanid's relay, verified once`, async () => {
    const pkg = join(here, "node_modules", kit.pkg, "package.json");
    const { name, version } = JSON.parse(readFileSync(pkg, "utf8"));
    assert.equal(name, "@worldcoin/idkit-core");
    assert.equal(version.split(".")[0], line[0], `installed ${version}`);
    const { appId, wallet } = await setUp(line);

    const store = await widget(kit, appId);
    const { connectorURI, requestId } = store.getState();
    assert.equal(
      connectorURI.split("&b=")[0].replace(/&k=.*/, ""),
      `https://world.org/verify?t=wld&i=${requestId}`,
    );
    assert.equal(new URL(connectorURI).searchParams.get("b"), humanid.url);
    await store.getState().pollForUpdates();
    assert.equal(store.getState().verificationState, "awaiting_connection");

    const signIn = await wallet.signIn(connectorURI);
    assert.equal(signIn.code, 0, signIn.stderr);
    const done = await outcome(store);
    assert.equal(done.verificationState, "confirmed", `error code: ${done.errorCode}`);
    const result = done.result;
    assert.match(result.proof, /^0x[0-9a-f]{512}$/);
    assert.match(result.nullifier_hash, /^0x[0-9a-f]{64}$/);
    // Asked for "device" or better; the wallet holds orb, the strongest.
    assert.equal(result.verification_level, "orb");

    // The kit's backend helper, pointed at humanid (its fifth argument is the endpoint).
    const endpoint = `${humanid.url}/api/v2/verify/${appId}`;
    const first = await kit.backend.verifyCloudProof(result, appId, "vote", "hello", endpoint);
    assert.deepEqual(first, { success: true });
    const replay = await kit.backend.verifyCloudProof(result, appId, "vote", "hello", endpoint);
    assert.equal(replay.success, false);
    assert.equal(replay.code, "max_verifications_reached");

    // A second widget for the same person: the wallet refuses, and the widget is told why.
    const second = await widget(kit, appId);
    const refused = await wallet.signIn(second.getState().connectorURI);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /already verified/);
    const failed = await outcome(second);
    assert.equal(failed.verificationState, "failed");
    assert.equal(failed.errorCode, "max_verifications_reached");
  });
}
