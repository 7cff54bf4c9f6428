// humanid's identity provider as openid-client 6.x (a certified relying-party library)
// sees it: discovery, an authorization code flow with PKCE whose answer must carry
// `iss` (RFC 9207, which the library enforces once discovery advertises it), tokens
// bound to a DPoP key (RFC 9449) at /token and /userinfo, ID tokens in ES256 and EdDSA
// checked against the JWKS, and UserInfo as a signed JWT. The person signs in with the
// command-line wallet through the simulator (a staging app).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import * as client from "openid-client";
import { startHumanid } from "../idkit/lib/humanid.js";

const REDIRECT = "https://rp.example/cb";
let h;

before(async () => {
  h = await startHumanid();
});
after(() => h?.stop());

/** A staging app with REDIRECT and a client secret, its token settings from `set`. */
async function registeredApp(set = "") {
  const made = await h.gql(
    `mutation { insert_app_one(object: {name: "RP", engine: "cloud", is_staging: true}) { id } }`,
  );
  const id = made.insert_app_one.id;
  await h.gql(`mutation { insert_redirect_one(object: {app_id: "${id}", redirect_uri: "${REDIRECT}"}) { id } }`);
  const secret = (await h.gql(`mutation { reset_client_secret(app_id: "${id}") { client_secret } }`))
    .reset_client_secret.client_secret;
  if (set) {
    await h.gql(`mutation { update_app_by_pk(pk_columns: {id: "${id}"}, _set: {${set}}) { id } }`);
  }
  return { id, secret };
}

/** The browser's part: open the authorization URL, let the wallet prove, collect the answer. */
async function signIn(authorizationUrl, wallet) {
  const opened = await fetch(authorizationUrl, { headers: { accept: "application/json" }, redirect: "manual" });
  assert.equal(opened.status, 200, await opened.clone().text());
  const cookie = opened.headers.get("set-cookie").split(";")[0];
  const { request_id } = await opened.json();
  const proved = await wallet.signIn(`${h.url}/requests/${request_id}`);
  assert.equal(proved.code, 0, proved.stderr);
  const done = await fetch(`${h.url}/requests/${request_id}/complete`, { headers: { cookie }, redirect: "manual" });
  assert.equal(done.status, 303);
  return new URL(done.headers.get("location"));
}

async function flow({ metadata = {}, set = "", dpop = true }) {
  const app = await registeredApp(set);
  const config = await client.discovery(
    new URL(h.url),
    app.id,
    { redirect_uris: [REDIRECT], ...metadata },
    client.ClientSecretBasic(app.secret),
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: "openid email",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  const wallet = await h.wallet(`w-${app.id}`);
  const answer = await signIn(url, wallet);
  assert.equal(answer.searchParams.get("iss"), h.url, "RFC 9207 iss on the answer");
  const DPoP = dpop ? client.getDPoPHandle(config, await client.randomDPoPKeyPair("ES256")) : undefined;
  const tokens = await client.authorizationCodeGrant(
    config,
    answer,
    { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce },
    undefined,
    { DPoP },
  );
  return { app, config, tokens, DPoP };
}

test("a code flow with PKCE and DPoP: iss checked, token bound, userinfo with a proof", async () => {
  const { config, tokens, DPoP } = await flow({});
  assert.equal(tokens.token_type, "dpop");
  const claims = tokens.claims();
  assert.ok(claims.sid, "sid in the ID token");
  assert.equal(claims.email_verified, false);
  const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub, { DPoP });
  assert.equal(info.sub, claims.sub);
  // The bound token is refused without its proof.
  await assert.rejects(client.fetchUserInfo(config, tokens.access_token, claims.sub));
});

for (const alg of ["ES256", "EdDSA"]) {
  test(`ID tokens in ${alg}, verified by the library against the JWKS`, async () => {
    const { tokens } = await flow({
      metadata: { id_token_signed_response_alg: alg },
      set: `id_token_signed_response_alg: "${alg}"`,
      dpop: false,
    });
    const header = JSON.parse(Buffer.from(tokens.id_token.split(".")[0], "base64url"));
    assert.equal(header.alg, alg);
    assert.equal(tokens.token_type, "bearer");
  });
}

test("UserInfo as a signed JWT (userinfo_signed_response_alg)", async () => {
  const { config, tokens } = await flow({
    metadata: { userinfo_signed_response_alg: "ES256" },
    set: `userinfo_signed_response_alg: "ES256"`,
    dpop: false,
  });
  const claims = tokens.claims();
  const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  assert.equal(info.sub, claims.sub);
  assert.equal(info.aud, config.clientMetadata().client_id);
});
