// The relying party's side of OpenID Connect: build /authorize URLs, exchange codes,
// and check ID tokens against the issuer's JWKS.

import { createPublicKey, verify } from 'node:crypto';

/** `{issuer}/authorize?…` for `app` with `params` (client_id and scope filled in). */
export function authorizeUrl(humanid, app, params) {
  const q = new URLSearchParams({ client_id: app.id, scope: 'openid', ...params });
  return `${humanid.url}/authorize?${q}`;
}

/** POST /token with client_secret_basic; returns the parsed body (throws on non-200). */
export async function exchangeCode(humanid, app, code, redirectUri) {
  const res = await fetch(`${humanid.url}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${app.id}:${app.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`/token ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The claims of an RS256 JWT after checking its signature against `jwksUrl`. */
export async function verifiedClaims(jwt, jwksUrl) {
  const [h, p, s] = jwt.split('.');
  const header = JSON.parse(Buffer.from(h, 'base64url'));
  if (header.alg !== 'RS256') throw new Error(`unexpected alg ${header.alg}`);
  const { keys } = await (await fetch(jwksUrl)).json();
  const jwk = keys.find((k) => k.kid === header.kid);
  if (!jwk) throw new Error(`kid ${header.kid} not in ${jwksUrl}`);
  const ok = verify('RSA-SHA256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('bad JWT signature');
  return JSON.parse(Buffer.from(p, 'base64url'));
}
