// What a person sees when a request cannot go on: an error page that says why, and
// never a redirect to an address the app did not register.

import assert from 'node:assert/strict';
import { authorizeUrl, browserSuite, createApp } from './lib/index.mjs';

const suite = browserSuite();
let app;
async function setup({ humanid, rp }) {
  app ??= await createApp(humanid, {
    name: 'Poll', redirects: [rp.callbackUrl], actions: [{ action: 'vote' }],
  });
}

/** Loads `url` and checks the error page: status, heading, the error code shown. */
async function expectErrorPage(page, url, status, code) {
  const res = await page.goto(url);
  assert.equal(res.status(), status);
  await page.getByRole('heading', { name: 'This request cannot continue' }).waitFor();
  assert.equal(await page.locator('p.muted code').first().textContent(), code);
  assert.equal(new URL(page.url()).origin, new URL(url).origin, 'stays on humanid');
}

suite.test('an unregistered redirect_uri shows an error page and never redirects to it', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const before = rp.received.length;
  const evil = `${rp.origin}/not-registered`;
  await expectErrorPage(page, authorizeUrl(humanid, app, { redirect_uri: evil, response_type: 'code', state: 's' }),
    400, 'invalid_redirect_uri');
  assert.match(await page.locator('main').textContent(), /redirect/i);
  // The page has loaded completely and runs no script; nothing went to the other address.
  await page.waitForLoadState('load');
  assert.equal(rp.received.length, before);
});

suite.test('an unknown client_id shows an error page', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const url = authorizeUrl(humanid, { id: 'app_0000000000000000000000000000dead' },
    { redirect_uri: rp.callbackUrl, response_type: 'code' });
  await expectErrorPage(page, url, 400, 'invalid_client');
  assert.equal(await page.locator('p.muted code').nth(1).textContent(), 'client_id');
});

suite.test('a bad response_type shows an error page naming the parameter', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const before = rp.received.length;
  await expectErrorPage(page, authorizeUrl(humanid, app, { redirect_uri: rp.callbackUrl, response_type: 'banana' }),
    400, 'invalid_response_type');
  assert.equal(await page.locator('p.muted code').nth(1).textContent(), 'response_type');
  assert.equal(rp.received.length, before);
});

suite.test('prompt=none goes back to the app with login_required', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const callback = rp.next();
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', prompt: 'none', state: 'silent',
  }));
  const hit = await callback;
  assert.equal(hit.query.error, 'login_required');
  assert.equal(hit.query.state, 'silent');
  await page.waitForURL(`${rp.callbackUrl}?**`);
});

suite.test('the hosted page with an unregistered return_url shows an error page', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const q = new URLSearchParams({ signal: 's', return_url: `${rp.origin}/elsewhere` });
  await expectErrorPage(page, `${humanid.url}/verify/${app.id}/vote?${q}`, 400, 'invalid_redirect_uri');
  assert.equal(await page.locator('p.muted code').nth(1).textContent(), 'return_url');
});

suite.test('the hosted page for an unknown action shows an error page', async ({ page, humanid, rp }) => {
  await setup({ humanid, rp });
  const q = new URLSearchParams({ signal: 's', return_url: rp.callbackUrl });
  await expectErrorPage(page, `${humanid.url}/verify/${app.id}/no-such-action?${q}`, 400, 'invalid_action');
});

suite.test('finishing a request that does not exist shows an error page', async ({ page, humanid }) => {
  await expectErrorPage(page, `${humanid.url}/requests/req_${'0'.repeat(32)}/complete`, 404, 'not_found');
});
