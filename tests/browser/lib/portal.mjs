// The portal as a person uses it: an owner's first passkey from the setup link, a new
// staging app and an action on its page. The steps only; the tests check what follows.

/**
 * Opens `setupUrl` (a bootstrap setup link) on this server and creates the owner's passkey
 * as "Olga": the page ends signed in. `page` needs a virtual authenticator.
 */
export async function createOwnerPasskey(page, humanid, setupUrl) {
  // The link's path on this server (the CLI ran before the server chose its port).
  await page.goto(humanid.url + new URL(setupUrl).pathname);
  await page.getByLabel('Display name').fill('Olga');
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Creates the staging app `name` on the apps page; the page goes on to the app's page. */
export async function createStagingApp(page, humanid, name) {
  await page.goto(`${humanid.url}/portal/apps`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Staging').check();
  await page.getByRole('button', { name: 'Create app' }).click();
}

/** Fills the app page's "Create action" form with `fields` (label → value) and sends it. */
export async function createAction(page, fields) {
  const form = page.getByRole('form', { name: 'Create action' });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label).fill(value);
  }
  await form.getByRole('button', { name: 'Create action' }).click();
}
