// The sign-in page a person sees at /authorize: what it shows, and that it continues by
// itself to the app once a wallet approves.

import assert from 'node:assert/strict';
import {
  authorizeUrl, browserSuite, createApp, exchangeCode, newWallet, verifiedClaims,
} from './lib/index.mjs';

const suite = browserSuite();
let app;
let wallet;

suite.test('the sign-in page shows the app, the scopes, a QR code, a short code and a countdown', async ({ page, humanid, rp }) => {
  app ??= await createApp(humanid, { name: 'Poll', redirects: [rp.callbackUrl] });
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', scope: 'openid email', state: 's1',
  }));
  await page.getByRole('heading', { name: 'Sign in to Poll' }).waitFor();
  assert.equal(await page.locator('main strong').first().textContent(), 'Poll');
  assert.deepEqual(await page.locator('ul.scopes li').allTextContents(), ['openid', 'email']);
  assert.equal(await page.locator('.qr svg').count(), 1);
  assert.match(await page.locator('#code').textContent(), /^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  // Ten minutes, counting down by itself.
  const first = await page.locator('#left').textContent();
  assert.match(first, /^(10:00|9:5\d)$/);
  await page.waitForFunction((shown) => {
    const [m, s] = document.getElementById('left').textContent.split(':').map(Number);
    const [m0, s0] = shown.split(':').map(Number);
    return m * 60 + s < m0 * 60 + s0;
  }, first);
});

suite.test('the sign-in page continues to the app by itself after the wallet approves', async ({ page, humanid, rp }) => {
  app ??= await createApp(humanid, { name: 'Poll', redirects: [rp.callbackUrl] });
  wallet ??= await newWallet(humanid, 'alice');
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', state: 'from-wallet', nonce: 'n-wallet',
  }));
  const code = await page.locator('#code').textContent();
  const callback = rp.next();
  await wallet.signIn(code);
  await page.waitForURL(`${rp.callbackUrl}?**`);
  const hit = await callback;
  assert.equal(hit.query.state, 'from-wallet');
  const tokens = await exchangeCode(humanid, app, hit.query.code, rp.callbackUrl);
  const claims = await verifiedClaims(tokens.id_token, `${humanid.url}/jwks`);
  assert.equal(claims.aud, app.id);
  assert.equal(claims.nonce, 'n-wallet');
  assert.match(claims.sub, /^0x[0-9a-f]+$/);
});

suite.test('with response_mode=form_post the page posts the code to the app by itself', async ({ page, humanid, rp }) => {
  app ??= await createApp(humanid, { name: 'Poll', redirects: [rp.callbackUrl] });
  wallet ??= await newWallet(humanid, 'alice');
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', response_mode: 'form_post', state: 'posted', nonce: 'n-post',
  }));
  const callback = rp.next();
  await wallet.signIn(await page.locator('#code').textContent());
  const hit = await callback;
  assert.equal(hit.method, 'POST');
  assert.equal(hit.form.state, 'posted');
  await page.waitForURL(rp.callbackUrl);
  const tokens = await exchangeCode(humanid, app, hit.form.code, rp.callbackUrl);
  assert.equal((await verifiedClaims(tokens.id_token, `${humanid.url}/jwks`)).nonce, 'n-post');
});

suite.test('the QR code link opened in a browser says to use a wallet and how', async ({ page, humanid, rp }) => {
  app ??= await createApp(humanid, { name: 'Poll', redirects: [rp.callbackUrl] });
  await page.goto(authorizeUrl(humanid, app, { redirect_uri: rp.callbackUrl, response_type: 'code' }));
  const command = await page.locator('code', { hasText: 'humanid wallet sign-in' }).textContent();
  const requestUrl = command.replace('humanid wallet sign-in ', '');
  assert.match(requestUrl, new RegExp(`^${humanid.url}/requests/req_[0-9a-z]+$`));
  await page.goto(requestUrl);
  await page.getByRole('heading', { name: 'Open this in a humanid wallet' }).waitFor();
  assert.equal(await page.locator('main strong').textContent(), 'Poll');
  assert.equal(await page.locator('code').textContent(), `humanid wallet sign-in ${requestUrl}`);
});
