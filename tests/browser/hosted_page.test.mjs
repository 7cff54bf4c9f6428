// The hosted verification page (`/verify/{app_id}/{action}`): what it shows, and that a
// wallet's approval sends the browser back to the app with a verification JWT.

import assert from 'node:assert/strict';
import { browserSuite, createApp, newWallet, verifiedClaims } from './lib/index.mjs';

const suite = browserSuite();
let app;
async function setup({ humanid, rp }) {
  app ??= await createApp(humanid, {
    name: 'Town hall', redirects: [rp.callbackUrl], actions: [{ action: 'vote', max_verifications: 2 }],
  });
}
const hostedUrl = (humanid, rp, signal, action = 'vote') =>
  `${humanid.url}/verify/${app.id}/${action}?${new URLSearchParams({ signal, return_url: rp.callbackUrl, state: 'st-9' })}`;

suite.test('the hosted page shows the action, the app, a QR code and a short code', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  await page.goto(hostedUrl(humanid, rp, 'ballot-1'));
  await page.getByRole('heading', { name: 'Verify you are a unique human: vote' }).waitFor();
  assert.equal(await page.locator('main strong').first().textContent(), 'Town hall');
  assert.equal(await page.locator('.badge.warn').textContent(), 'staging');
  assert.equal(await page.locator('.qr svg').count(), 1);
  assert.match(await page.locator('#code').textContent(), /^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  assert.equal(await page.locator('ul.scopes').count(), 0, 'a verification asks for no scopes');
  assert.equal(await page.getByRole('button', { name: 'Verify with the simulator' }).count(), 1);
});

suite.test('the hosted page returns to the app with a signed verification JWT after the wallet approves', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const wallet = await newWallet(humanid, 'carol');
  await page.goto(hostedUrl(humanid, rp, 'ballot-2'));
  const callback = rp.next();
  await wallet.signIn(await page.locator('#code').textContent());
  await page.waitForURL(`${rp.callbackUrl}?**`);
  const hit = await callback;
  assert.equal(hit.query.state, 'st-9');
  const claims = await verifiedClaims(hit.query.verification_jwt, `${humanid.url}/api/v1/jwks`);
  assert.equal(claims.iss, humanid.url);
  assert.equal(claims.app_id, app.id);
  assert.equal(claims.action, 'vote');
  assert.equal(claims.signal, 'ballot-2');
  assert.equal(claims.verification_level, 'orb');
});
