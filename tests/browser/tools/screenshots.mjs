// The README's screenshots (docs/*.png). First the walkthrough's pages, docs/walkthrough-*.png,
// taken by the browser test that walks them (walkthrough.test.mjs, with HUMANID_SCREENSHOTS=1);
// then the app page with figures and the kiosk: open the bootstrap setup link, create a
// passkey, create an app with an action and a redirect, have a wallet verify once.
//
// Run: `node tests/browser/tools/screenshots.mjs` (after `cargo build`; uses the same
// HUMANID_BIN and Chromium as the browser tests).

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addVirtualAuthenticator, createAction, createOwnerPasskey, createStagingApp, launchChromium, newWallet,
  startHumanid,
} from '../lib/index.mjs';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs');
execFileSync(process.execPath, ['--test', 'walkthrough.test.mjs'], {
  cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  env: { ...process.env, HUMANID_SCREENSHOTS: '1' },
  stdio: 'inherit',
});
const humanid = await startHumanid({ team: 'Town of Example' });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await addVirtualAuthenticator(page);
  await createOwnerPasskey(page, humanid, humanid.bootstrapped.setup_url);

  await createStagingApp(page, humanid, 'Town hall');
  await createAction(page, { Name: 'Vote for Mayor', Description: 'One vote per person' });
  await page.getByLabel('Redirect URI').fill('https://town.example/callback');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await page.getByRole('region', { name: 'Sign in' }).getByText('https://town.example/callback').waitFor();

  await page.getByRole('link', { name: 'Open kiosk' }).click();
  const code = await page.locator('#code').textContent();
  const wallet = await newWallet(humanid, 'dora');
  await wallet.signIn(code);
  await page.locator('#results li.verified').waitFor();
  await page.screenshot({ path: path.join(docs, 'kiosk.png') });

  await page.getByRole('link', { name: 'Back to the app' }).click();
  await page.locator('.verifications', { hasText: '1' }).waitFor();
  await page.screenshot({ path: path.join(docs, 'portal-app.png'), fullPage: true });
  console.log(`wrote ${docs}/portal-app.png and ${docs}/kiosk.png`);
} finally {
  await browser.close();
  await humanid.stop();
}
