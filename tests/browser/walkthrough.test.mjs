// The README's walkthrough as a newcomer meets it, page by page, against a server started
// with no public URLs set and nothing bootstrapped: the banner's setup link, the passkey,
// the portal's apps, an app with its "Get started" snippets (the curl and discovery
// snippets run as shown), the sign-in page the snippet's link opens, an API key opened
// in GraphiQL with one click, and GraphiQL's answer without a key.
//
// With HUMANID_SCREENSHOTS=1 (tests/browser/tools/screenshots.mjs sets it) each step's
// page is also saved as docs/walkthrough-*.png for the README.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  addVirtualAuthenticator, browserSuite, eventually, humanidBin, newWallet, recordConsole,
} from './lib/index.mjs';

const suite = browserSuite({ humanid: { team: null, publicUrls: false } });
const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs');

/** Saves the page as docs/walkthrough-NAME.png when screenshots are asked for. */
async function shot(page, name, options = {}) {
  if (!process.env.HUMANID_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(docs, `walkthrough-${name}.png`), ...options });
}

/** The value after `label` on a line of the banner. */
function bannerValue(banner, label) {
  const line = banner.split('\n').find((l) => l.trim().startsWith(`${label} `));
  return line?.trim().slice(label.length).trim().split(/\s+/)[0];
}

/** Runs a snippet as a developer pastes it into bash, in a fresh directory. */
async function runSnippet(text, humanid) {
  const cwd = await mkdtemp(path.join(humanid.dir, 'snippet-'));
  const env = { PATH: `${path.dirname(humanidBin)}:${process.env.PATH}`, HOME: os.homedir(), HUMANID_LOG: 'warn' };
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', text], { cwd, env, timeout: 60_000 });
  return stdout;
}

suite.test('a newcomer goes from the banner\'s setup link to a verified proof, a sign-in and a GraphQL query', async ({ page, humanid, rp }) => {
  const console = recordConsole(page);
  const banner = await eventually(() => {
    const text = humanid.banner();
    assert.match(text, /^ {2}data /m);
    return text;
  });
  // The banner names the portal on localhost (the server listens on 127.0.0.1) and the link.
  assert.equal(bannerValue(banner, 'portal'), `${humanid.url}/portal`);
  const setup = bannerValue(banner, 'setup link');
  assert.ok(setup?.startsWith(`${humanid.url}/portal/join/`), banner);

  await addVirtualAuthenticator(page);
  await page.goto(setup);
  await page.getByRole('button', { name: 'Create passkey' }).waitFor();
  await shot(page, '1-setup-link');
  await page.getByLabel('Display name').fill('Olga');
  await page.getByRole('button', { name: 'Create passkey' }).click();

  // Signed in, the portal lands on the team's apps.
  await page.waitForURL(`${humanid.url}/portal`);
  await page.getByRole('heading', { name: 'My team', level: 1, exact: true }).waitFor();
  await page.getByText('No apps yet.').waitFor();
  await shot(page, '2-portal');

  await page.getByLabel('Name').fill('Poll');
  await page.getByLabel('Staging').check();
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByRole('heading', { name: 'Poll', level: 1 }).waitFor();
  const create = page.getByRole('form', { name: 'Create action' });
  await create.getByLabel('Name').fill('Vote');
  await create.getByRole('button', { name: 'Create action' }).click();
  await page.getByRole('region', { name: 'Action vote' }).waitFor();
  await page.getByLabel('Redirect URI', { exact: true }).fill(rp.callbackUrl);
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await page.getByRole('region', { name: 'Sign in' }).getByText(rp.callbackUrl).waitFor();

  const started = page.getByRole('region', { name: 'Get started' });
  const appId = (await page.locator('#client-id').textContent()).trim();
  const rpId = (await page.locator('#rp-id').textContent()).trim();
  const snippet = async (id) => (await started.locator(`#snippet-${id}`).textContent());
  const backend = await snippet('idkit-backend');
  assert.match(backend, /import \{ signRequest \} from "@worldcoin\/idkit-server"/);
  assert.ok(backend.includes(`rp_id: "${rpId}"`) && backend.includes(`"${humanid.url}/api/v4/verify/${rpId}"`), backend);
  const kitPage = await snippet('idkit-page');
  for (const want of [`app_id: "${appId}"`, 'action: "vote"', `bridge_url: "${humanid.url}"`,
    'allow_legacy_proofs: true', 'environment: "staging"', 'IDKit.request(']) {
    assert.ok(kitPage.includes(want), `${want} not in:\n${kitPage}`);
  }
  await shot(page, '3-app', { fullPage: true });

  // The v2 snippet, run as shown: a test wallet, a proof, and the verify call (the last line).
  const verified = JSON.parse((await runSnippet(await snippet('verify-curl'), humanid)).trim().split('\n').at(-1));
  assert.equal(verified.success, true, JSON.stringify(verified));
  assert.equal(verified.action, 'vote');

  // The discovery snippet answers the issuer and endpoints the settings name.
  const settings = await snippet('oidc-settings');
  const discovery = JSON.parse(await runSnippet(await snippet('discovery-curl'), humanid));
  assert.ok(settings.includes(`issuer         ${discovery.issuer}\n`), settings);
  assert.equal(discovery.issuer, humanid.url);
  assert.ok(settings.includes(`client_id      ${appId}\n`) && settings.includes(`redirect_uri   ${rp.callbackUrl}\n`), settings);
  assert.equal(discovery.authorization_endpoint, `${humanid.url}/authorize`);

  // "Try it" opens the sign-in page; a wallet approves and the browser lands on the callback.
  await started.getByRole('link', { name: 'sign in to Poll' }).click();
  await page.getByRole('heading', { name: 'Sign in to Poll' }).waitFor();
  await shot(page, '4-sign-in');
  const wallet = await newWallet(humanid, 'walker');
  const callback = rp.next();
  await wallet.signIn(await page.locator('#code').textContent());
  await page.waitForURL(`${rp.callbackUrl}?**`);
  assert.equal((await callback).query.state, 'xyz');

  // An API key, opened in GraphiQL with one click: the first query works, the key is not shown.
  await page.goto(`${humanid.url}/portal/keys`);
  await page.getByLabel('Name').fill('GraphiQL');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent()).trim();
  await page.getByRole('link', { name: 'Open GraphiQL with this key' }).click();
  await page.locator('.graphiql-container').waitFor();
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.locator('.graphiql-response', { hasText: appId }).waitFor();
  assert.equal(await page.getByText(key).count(), 0, 'the key is not shown again');
  assert.ok(!(await page.content()).includes(key), 'nor anywhere in the page');
  await shot(page, '5-graphiql');
  assert.deepEqual(console.filter((m) => /Content Security Policy|pageerror/.test(m)), []);
});

suite.test('GraphiQL without a key runs its first query into a 401 that says where keys come from', async ({ page, humanid }) => {
  const console = recordConsole(page);
  await page.goto(`${humanid.url}/v1/graphql`);
  await page.locator('.graphiql-container').waitFor();
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response', { hasText: 'unauthenticated' });
  await response.waitFor();
  assert.match(await response.textContent(), new RegExp(`${humanid.url}/portal/keys`));
  // The server answered, so fetch ran: the placeholder header is plain ASCII (a "…" in it
  // made fetch throw "String contains non ISO-8859-1 code point" before the request).
  assert.deepEqual(console.filter((m) => /pageerror/.test(m)), []);
  await shot(page, '6-graphiql-no-key');
});
