// humanid's identity provider with the real openid-client 6.x (oauth4webapi underneath):
// pushed authorization requests, signed request objects, private_key_jwt and
// client_secret_jwt, public clients and dynamic client registration, each in a full
// sign-in completed by the command-line wallet.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import * as client from "openid-client";

import { startHumanid } from "../idkit/lib/humanid.js";

const REDIRECT = "http://127.0.0.1:9/cb";
let humanid;
let wallet;

before(async () => {
  humanid = await startHumanid();
  wallet = await humanid.wallet("rp");
});
after(() => humanid?.stop());

/** A staging app with the redirect URI and these client settings; its id and secret. */
async function app(settings) {
  const { gql } = humanid;
  const made = await gql(`mutation { insert_app_one(object: {name: "RP", is_staging: true}) { id } }`);
  const id = made.insert_app_one.id;
  await gql(`mutation { insert_redirect_one(object: {app_id: "${id}", redirect_uri: "${REDIRECT}"}) { id } }`);
  const set = Object.entries(settings)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(", ");
  const updated = await gql(
    `mutation { update_app_by_pk(pk_columns: {id: "${id}"}, _set: {${set}}) { id token_endpoint_auth_method require_pushed_authorization_requests } }`,
  );
  assert.equal(updated.update_app_by_pk.token_endpoint_auth_method, settings.token_endpoint_auth_method);
  const secret = await gql(`mutation { reset_client_secret(app_id: "${id}") { client_secret } }`);
  return { id, secret: secret.reset_client_secret.client_secret };
}

async function ecKey() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
  jwk.kid = "rp-key-1";
  jwk.alg = "ES256";
  jwk.use = "sig";
  return { privateKey: { key: pair.privateKey, kid: jwk.kid }, jwks: { keys: [jwk] } };
}

/** The wallet signs in at `url` (playing the browser); the redirect it was sent to. */
async function signIn(url) {
  const out = await wallet.signIn(url.href);
  assert.equal(out.code, 0, out.stderr);
  return new URL(out.stdout.trim().split("\n").pop());
}

async function codeFlow(config, build) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const params = {
    redirect_uri: REDIRECT,
    scope: "openid",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
  };
  const url = await build(params);
  const back = await signIn(url);
  return client.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });
}

test("discovery advertises PAR, request objects and the client authentication methods", async () => {
  const config = await client.discovery(new URL(humanid.url), "unused", undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
  const meta = config.serverMetadata();
  assert.equal(meta.pushed_authorization_request_endpoint, `${humanid.url}/par`);
  assert.equal(meta.request_parameter_supported, true);
  for (const m of ["private_key_jwt", "client_secret_jwt", "none"]) {
    assert.ok(meta.token_endpoint_auth_methods_supported.includes(m), m);
  }
});

test("private_key_jwt with a pushed, signed request (PAR + JAR) signs in", async () => {
  const { privateKey, jwks } = await ecKey();
  const rp = await app({
    token_endpoint_auth_method: "private_key_jwt",
    jwks: JSON.stringify(jwks),
    require_pushed_authorization_requests: true,
  });
  const config = await client.discovery(new URL(humanid.url), rp.id, undefined, client.PrivateKeyJwt(privateKey), {
    execute: [client.allowInsecureRequests],
  });
  const tokens = await codeFlow(config, async (params) => {
    const jar = await client.buildAuthorizationUrlWithJAR(config, params, privateKey);
    return client.buildAuthorizationUrlWithPAR(config, jar.searchParams);
  });
  const claims = tokens.claims();
  assert.equal(claims.aud, rp.id);
  assert.match(claims.sub, /^0x[0-9a-f]{64}$/);
  // The app requires pushed requests: a plain authorization URL is refused.
  const plain = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: "openid" });
  const refused = await wallet.signIn(plain.href);
  assert.notEqual(refused.code, 0);
  assert.match(refused.stderr, /pushed/);
});

test("a signed request object alone (JAR) signs in", async () => {
  const { privateKey, jwks } = await ecKey();
  const rp = await app({ token_endpoint_auth_method: "private_key_jwt", jwks: JSON.stringify(jwks) });
  const config = await client.discovery(new URL(humanid.url), rp.id, undefined, client.PrivateKeyJwt(privateKey), {
    execute: [client.allowInsecureRequests],
  });
  const tokens = await codeFlow(config, (params) => client.buildAuthorizationUrlWithJAR(config, params, privateKey));
  assert.equal(tokens.claims().aud, rp.id);
});

test("client_secret_jwt with a pushed request signs in", async () => {
  const rp = await app({ token_endpoint_auth_method: "client_secret_jwt" });
  const config = await client.discovery(new URL(humanid.url), rp.id, undefined, client.ClientSecretJwt(rp.secret), {
    execute: [client.allowInsecureRequests],
  });
  const tokens = await codeFlow(config, (params) => client.buildAuthorizationUrlWithPAR(config, params));
  assert.equal(tokens.claims().aud, rp.id);
  // The secret alone (client_secret_basic) is not this app's method.
  const basic = await client.discovery(new URL(humanid.url), rp.id, undefined, client.ClientSecretBasic(rp.secret), {
    execute: [client.allowInsecureRequests],
  });
  await assert.rejects(
    client.buildAuthorizationUrlWithPAR(basic, { redirect_uri: REDIRECT, scope: "openid" }),
    // 401 with a Basic challenge, which the library reports as a challenge error.
    (err) => err.status === 401 && err.response.headers.get("www-authenticate").startsWith("Basic"),
  );
});

test("a public client (none) signs in with PKCE", async () => {
  const rp = await app({ token_endpoint_auth_method: "none" });
  const config = await client.discovery(new URL(humanid.url), rp.id, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
  const tokens = await codeFlow(config, async (params) => client.buildAuthorizationUrl(config, params));
  assert.equal(tokens.claims().aud, rp.id);
});

test("a client registered dynamically (RFC 7591) with a registration token signs in", async () => {
  const made = await humanid.gql(
    `mutation { create_registration_token(name: "openid-client", allow_production: false) { token } }`,
  );
  const initialAccessToken = made.create_registration_token.token;
  const config = await client.dynamicClientRegistration(
    new URL(humanid.url),
    { redirect_uris: [REDIRECT], client_name: "Registered RP", token_endpoint_auth_method: "client_secret_basic" },
    undefined,
    { initialAccessToken, execute: [client.allowInsecureRequests] },
  );
  const registered = config.clientMetadata();
  assert.match(registered.client_id, /^app_staging_[0-9a-f]{32}$/);
  assert.match(registered.client_secret, /^sk_/);
  assert.ok(registered.registration_access_token);
  const tokens = await codeFlow(config, async (params) => client.buildAuthorizationUrl(config, params));
  assert.equal(tokens.claims().aud, registered.client_id);
  // Without the token, registration is refused.
  await assert.rejects(
    client.dynamicClientRegistration(new URL(humanid.url), { redirect_uris: [REDIRECT] }, undefined, {
      execute: [client.allowInsecureRequests],
    }),
    (err) => err.status === 401,
  );
});
