// The hand-off without JavaScript: the "continue" link, the self-refreshing waiting page,
// and the form_post page's button, in a context with JavaScript switched off.

import assert from 'node:assert/strict';
import { authorizeUrl, browserSuite, createApp, newWallet } from './lib/index.mjs';

const suite = browserSuite();
const noScript = { context: { javaScriptEnabled: false } };
let app;
let wallet;
async function setup({ humanid, rp }) {
  app ??= await createApp(humanid, { name: 'Quiet', redirects: [rp.callbackUrl] });
  wallet ??= await newWallet(humanid, 'bob');
}

suite.test('without JavaScript the waiting page refreshes itself until the wallet approves, then goes to the app', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  await page.goto(authorizeUrl(humanid, app, { redirect_uri: rp.callbackUrl, response_type: 'code', state: 'nojs' }));
  const code = await page.locator('#code').textContent();
  // No script runs: the countdown stays where the server rendered it.
  assert.equal(await page.locator('#left').textContent(), '10:00');
  await page.getByRole('link', { name: 'I have approved in my wallet — continue' }).click();
  await page.getByRole('heading', { name: 'Still waiting for your wallet' }).waitFor();
  assert.equal(await page.locator('.code').textContent(), code, 'the same code as on the first page');
  const callback = rp.next();
  await wallet.signIn(code);
  // The page's meta refresh (every 3 s) picks the approval up by itself.
  await page.waitForURL(`${rp.callbackUrl}?**`);
  const hit = await callback;
  assert.equal(hit.query.state, 'nojs');
  assert.match(hit.query.code, /.+/);
}, noScript);

suite.test('without JavaScript the form_post page offers a Continue button that posts to the app', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', response_mode: 'form_post', state: 'nojs-post',
  }));
  await wallet.signIn(await page.locator('#code').textContent());
  await page.getByRole('link', { name: 'I have approved in my wallet — continue' }).click();
  await page.getByRole('heading', { name: 'Returning to the app…' }).waitFor();
  const callback = rp.next();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(rp.callbackUrl);
  const hit = await callback;
  assert.equal(hit.method, 'POST');
  assert.equal(hit.form.state, 'nojs-post');
  assert.match(hit.form.code, /.+/);
}, noScript);

suite.test('without JavaScript the simulator button still reaches the app', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  await page.goto(authorizeUrl(humanid, app, { redirect_uri: rp.callbackUrl, response_type: 'code', state: 'nojs-sim' }));
  const callback = rp.next();
  await page.getByRole('button', { name: 'Sign in with the simulator' }).click();
  await page.waitForURL(`${rp.callbackUrl}?**`);
  assert.equal((await callback).query.state, 'nojs-sim');
}, noScript);
