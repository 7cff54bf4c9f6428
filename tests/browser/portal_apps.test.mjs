// The portal's app pages in Chromium: create an app, add an action, add a redirect, reset
// the client secret (shown once), deactivate/activate, archive; and the kiosk showing a
// QR code and a "verified" result after a wallet proves.

import assert from 'node:assert/strict';
import {
  addVirtualAuthenticator, browserSuite, createAction, createOwnerPasskey, createStagingApp, eventually,
  newWallet, recordConsole,
} from './lib/index.mjs';

const suite = browserSuite();

/**
 * A new team of its own (`admin bootstrap`), whose setup link this browser opens to
 * create the owner's passkey: the page ends signed in as that owner. Each test has a
 * fresh browser context (and authenticator), so each makes its own owner.
 */
async function signInAsNewOwner(page, humanid, team) {
  await addVirtualAuthenticator(page);
  const boot = await humanid.bootstrap(team);
  await createOwnerPasskey(page, humanid, boot.setup_url);
}

suite.test('an owner creates an app, an action and a redirect, resets the secret once, toggles the action and archives the app', async ({ page, humanid }) => {
  const console = recordConsole(page);
  await signInAsNewOwner(page, humanid, 'Town');
  await page.goto(`${humanid.url}/portal/apps`);
  await page.getByRole('heading', { name: 'Apps' }).waitFor();
  await page.getByLabel('Name').fill('Town hall');
  await page.getByLabel('Engine').selectOption('cloud');
  await page.getByLabel('Staging').check();
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByRole('heading', { name: 'Town hall', level: 1 }).waitFor();

  const actions = page.getByRole('region', { name: 'Actions' });
  const create = actions.getByRole('form', { name: 'Create action' });
  await create.getByLabel('Name').fill('Vote for Mayor');
  await create.getByLabel('Max verifications').fill('2');
  await create.getByRole('button', { name: 'Create action' }).click();
  const vote = page.getByRole('region', { name: 'Action vote-for-mayor' });
  await vote.waitFor();
  assert.match(await vote.textContent(), /External nullifier: 0x[0-9a-f]{64}/);
  assert.equal(await vote.locator('svg.chart rect').count(), 30, 'a 30-day chart');
  await vote.getByLabel('Description').fill('Who runs the town hall');
  await vote.getByLabel('Max verifications').fill('3');
  await vote.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Town hall', level: 1 }).waitFor();
  const saved = page.getByRole('region', { name: 'Action vote-for-mayor' });
  assert.equal(await saved.getByLabel('Max verifications').inputValue(), '3');
  assert.equal(await saved.getByLabel('Description').inputValue(), 'Who runs the town hall');

  const signIn = page.getByRole('region', { name: 'Sign in' });
  await signIn.getByLabel('Redirect URI').fill('https://rp.example/cb');
  await signIn.getByRole('button', { name: 'Add redirect' }).click();
  await page.getByRole('region', { name: 'Sign in' }).getByText('https://rp.example/cb').waitFor();
  await page.getByLabel('Post-logout redirect').fill('https://rp.example/bye');
  await page.getByRole('button', { name: 'Add post-logout redirect' }).click();
  await page.getByRole('region', { name: 'Sign in' }).getByText('https://rp.example/bye').waitFor();

  await page.getByRole('button', { name: 'Reset client secret' }).click();
  const secret = (await page.locator('#client-secret').textContent()).trim();
  assert.match(secret, /^sk_[0-9a-f]{48}$/);
  // Opened afresh (a reload would post the reset again).
  await page.goto(page.url().replace(/\/secret$/, ''));
  await page.getByRole('heading', { name: 'Town hall', level: 1 }).waitFor();
  assert.equal(await page.locator('#client-secret').count(), 0, 'shown once');

  await page.getByRole('region', { name: 'Action vote-for-mayor' }).getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('region', { name: 'Action vote-for-mayor' }).getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('region', { name: 'Action vote-for-mayor' }).getByRole('button', { name: 'Deactivate' }).waitFor();

  await page.getByRole('form', { name: 'Remove https://rp.example/cb' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('region', { name: 'Sign in' }).getByText('No redirect URIs yet.').waitFor();

  await page.getByRole('button', { name: 'Archive app' }).click();
  await page.getByRole('heading', { name: 'Apps' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Town hall' }).count(), 0);
  assert.deepEqual(console.filter((m) => /Content Security Policy/.test(m)), []);
});

suite.test('the kiosk shows a QR code and, after a wallet proves, a "verified" result and a fresh code', async ({ page, humanid }) => {
  const console = recordConsole(page);
  await signInAsNewOwner(page, humanid, 'Fair');
  await createStagingApp(page, humanid, 'Fair');
  await createAction(page, { Name: 'Entry', 'Max verifications': '1' });
  await page.getByRole('link', { name: 'Open kiosk' }).click();
  await page.getByRole('heading', { name: 'Entry' }).waitFor();
  assert.equal(await page.locator('.qr svg').count(), 1);
  const firstCode = await page.locator('#code').textContent();

  const wallet = await newWallet(humanid, 'dora');
  await wallet.signIn(firstCode);
  await page.locator('#results li.verified').waitFor();
  await eventually(async () => assert.notEqual(await page.locator('#code').textContent(), firstCode));
  assert.match(await page.locator('#results').textContent(), /verified/);
  assert.deepEqual(console.filter((m) => /Content Security Policy/.test(m)), []);
});
