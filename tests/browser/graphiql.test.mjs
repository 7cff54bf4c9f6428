// GraphiQL at GET /v1/graphql, with every host but humanid blocked: its scripts and
// styles come from the binary, and it runs a query with an API key typed into the page.

import assert from 'node:assert/strict';
import { blockOtherHosts, browserSuite, createApp, recordConsole } from './lib/index.mjs';

const suite = browserSuite();

/** Replaces the text of the CodeMirror editor inside `selector` as a person would. */
async function typeInto(page, selector, text) {
  await page.locator(`${selector} .CodeMirror`).filter({ visible: true }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

suite.test('GraphiQL loads with no other host reachable and runs a query with an API key from the headers editor', async ({ page, context, humanid }) => {
  await createApp(humanid, { name: 'Offline app' });
  const fence = await blockOtherHosts(context, [humanid.url]);
  const console = recordConsole(page);
  await page.goto(`${humanid.url}/v1/graphql`);
  await page.locator('.graphiql-container').waitFor();
  await typeInto(page, '.graphiql-editor-tool', `{"Authorization": "Bearer ${humanid.apiKey}"}`);
  await typeInto(page, '.graphiql-query-editor', '{ app { id name } }');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.locator('.graphiql-response', { hasText: 'Offline app' }).waitFor();
  const result = await page.locator('.graphiql-response').textContent();
  assert.match(result, /"id": "app_[0-9a-z_]+"/);
  assert.deepEqual(fence.blocked, [], 'GraphiQL asked for nothing outside humanid');
  assert.deepEqual(console.filter((m) => /Content Security Policy|pageerror/.test(m)), [],
    'no CSP violations or script errors');
});

suite.test('GraphiQL without an API key shows the 401 answer, not a blank page', async ({ page, context, humanid }) => {
  const fence = await blockOtherHosts(context, [humanid.url]);
  await page.goto(`${humanid.url}/v1/graphql`);
  await page.locator('.graphiql-container').waitFor();
  await typeInto(page, '.graphiql-editor-tool', '{}');
  await typeInto(page, '.graphiql-query-editor', '{ app { id } }');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.locator('.graphiql-response', { hasText: 'unauthenticated' }).waitFor();
  assert.deepEqual(fence.blocked, []);
});

suite.test('the GraphiQL page is served under a strict CSP with long-lived assets', async ({ page, humanid }) => {
  const res = await page.goto(`${humanid.url}/v1/graphql`);
  const csp = res.headers()['content-security-policy'];
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'nonce-[0-9a-f]+'(;|$)/);
  assert.match(csp, /frame-ancestors 'none'/);
  const script = await page.locator('script[src$="graphiql.min.js"]').getAttribute('src');
  const asset = await page.request.get(new URL(script, page.url()).toString());
  assert.equal(asset.status(), 200);
  assert.match(asset.headers()['cache-control'], /max-age=31536000/);
  assert.match(asset.headers()['content-type'], /^text\/javascript/);
});
