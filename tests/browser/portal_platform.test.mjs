// The portal's platform in Chromium with virtual passkeys: the setup link, signing in
// and out, invites (listed, revoked) and roles, API keys and their scopes, and the
// audit log; registration tokens for dynamic client registration.

import assert from 'node:assert/strict';
import { addVirtualAuthenticator, browserSuite, gql, screenshot } from './lib/index.mjs';

const suite = browserSuite();

/** A new team by `humanid admin bootstrap --base-url …`: { team_id, api_key, setup_url }. */
async function newTeam(humanid, name) {
  const out = JSON.parse(await humanid.cli(['admin', 'bootstrap', '--team', name, '--base-url', humanid.url]));
  assert.ok(out.setup_url.startsWith(`${humanid.url}/portal/join/`), out.setup_url);
  return out;
}

/** Opens an invite link in `page` (which gets its own authenticator) and creates an account. */
async function joinWithPasskey(page, link, displayName) {
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(link);
  await page.getByLabel('Display name').fill(displayName);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/portal');
  return authenticator;
}

suite.test('the setup link creates a passkey and signs in the team owner, once', async ({ page, context, humanid, browser }) => {
  const team = await newTeam(humanid, 'Setup Co');
  const authenticator = await joinWithPasskey(page, team.setup_url, 'Olivia');
  await page.getByRole('heading', { name: 'Setup Co' }).waitFor();
  await page.getByText('Olivia (owner)').waitFor();
  const [passkey] = await authenticator.credentials();
  assert.equal(passkey.isResidentCredential, true, 'a discoverable passkey');
  const cookie = (await context.cookies()).find((c) => c.name === 'humanid_portal');
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');

  const other = await browser.newContext();
  const again = await other.newPage();
  const res = await again.goto(team.setup_url);
  assert.equal(res.status(), 404);
  await again.getByRole('heading', { name: 'Not found' }).waitFor();
  await other.close();
});

suite.test('signing out ends the session; the passkey signs in again', async ({ page, humanid }) => {
  const team = await newTeam(humanid, 'Again Co');
  await joinWithPasskey(page, team.setup_url, 'Sam');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/portal/login');
  const res = await page.goto(`${humanid.url}/portal/members`);
  assert.equal(new URL(res.url()).pathname, '/portal/login', 'signed out');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/portal');
  await page.getByText('Sam (owner)').waitFor();
});

suite.test('an invited member joins with their own passkey, sees no owner buttons, changes role and is removed', async ({ page, humanid, browser }) => {
  const team = await newTeam(humanid, 'Invite Co');
  await joinWithPasskey(page, team.setup_url, 'Olivia');
  await page.goto(`${humanid.url}/portal/members`);
  await page.getByLabel('Role', { exact: true }).last().selectOption('member');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const link = (await page.getByTestId('invite-link').textContent()).trim();

  const theirs = await browser.newContext();
  const member = await theirs.newPage();
  await joinWithPasskey(member, link, 'Max');
  await member.getByText('Max (member)').waitFor();
  await member.goto(`${humanid.url}/portal/members`);
  await member.getByRole('cell', { name: 'Olivia' }).waitFor();
  for (const name of ['Invite member', 'Remove', 'Change role']) {
    assert.equal(await member.getByRole('button', { name, exact: true }).count(), 0, `no ${name} for a member`);
  }
  for (const name of ['API keys', 'Audit log']) {
    assert.equal(await member.getByRole('link', { name }).count(), 0, `no ${name} link for a member`);
  }

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Max' });
  await row.getByLabel('Role').selectOption('admin');
  await row.getByRole('button', { name: 'Change role' }).click();
  await page.getByRole('row').filter({ hasText: 'Max' }).getByRole('cell', { name: 'admin', exact: true }).waitFor();
  await member.reload();
  await member.getByRole('link', { name: 'Audit log' }).waitFor();
  await member.getByRole('button', { name: 'Invite member' }).waitFor();

  await page.getByRole('row').filter({ hasText: 'Max' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('row').filter({ hasText: 'Max' }).waitFor({ state: 'detached' });
  const res = await member.reload();
  assert.equal(res.status(), 403);
  await theirs.close();
});

suite.test('an API key is shown once, works on GraphQL, stops at Revoke, and the audit log shows both sides', async ({ page, humanid }) => {
  const team = await newTeam(humanid, 'Keys Co');
  await joinWithPasskey(page, team.setup_url, 'Olivia');
  await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).click();
  await page.getByLabel('Name').fill('deploy');
  await page.getByLabel('Scope').selectOption('admin');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent()).trim();
  assert.match(key, /^api_/);

  const made = await gql(humanid, 'mutation { insert_app_one(object: {name: "Poll"}) { id } }', {}, key);
  assert.match(made.insert_app_one.id, /^app_/);
  // Open the list afresh (a reload would post the create form again).
  await page.goto(`${humanid.url}/portal/keys`);
  assert.equal(await page.getByTestId('new-api-key').count(), 0, 'the key is shown only once');
  const row = page.getByRole('row').filter({ hasText: 'deploy' });
  assert.equal(await row.getByRole('cell', { name: 'never' }).count(), 0, 'last used is recorded');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('row').filter({ hasText: 'deploy' }).getByRole('cell', { name: 'revoked' }).waitFor();
  await assert.rejects(gql(humanid, '{ app { id } }', {}, key), /GraphQL 401/);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('heading', { name: 'Audit log' }).waitFor();
  const entry = (what) => page.getByRole('row').filter({ hasText: what });
  assert.match(await entry('app.create').textContent(), /deploy \(API key\)/);
  assert.match(await entry('api_key.revoke').textContent(), /Olivia \(portal\)/);
  assert.match(await entry('api_key.create').textContent(), /Olivia/);
});

suite.test('open invites are listed with their maker and expiry, and Revoke kills the link', async ({ page, context, humanid, browser }) => {
  const team = await newTeam(humanid, 'Revoke Co');
  await joinWithPasskey(page, team.setup_url, 'Olivia');
  await page.goto(`${humanid.url}/portal/members`);
  await page.getByRole('heading', { name: 'Open invites' }).waitFor();
  await page.getByText('No open invite links.').waitFor();
  await page.getByLabel('Role', { exact: true }).last().selectOption('admin');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const link = (await page.getByTestId('invite-link').textContent()).trim();

  await page.goto(`${humanid.url}/portal/members`);
  const invite = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Revoke' }) });
  assert.equal(await invite.count(), 1);
  const cells = await invite.getByRole('cell').allTextContents();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  assert.equal(cells[0], 'admin');
  assert.equal(cells[1], 'Olivia');
  assert.ok(cells[3].startsWith(inAWeek), `expires in a week: ${cells}`);
  await screenshot(context, 'portal-open-invites');

  await invite.getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('No open invite links.').waitFor();
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const res = await stranger.goto(link);
  assert.equal(res.status(), 404, 'a revoked link is dead');
  await other.close();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('row').filter({ hasText: 'member.invite_revoke' }).waitFor();
});

suite.test('an API key gets the scope chosen for it, and is refused beyond it', async ({ page, context, humanid }) => {
  const team = await newTeam(humanid, 'Scopes Co');
  const made = await gql(humanid, 'mutation { insert_app_one(object: {name: "Poll"}) { id } }', {}, team.api_key);
  const appId = made.insert_app_one.id;
  await joinWithPasskey(page, team.setup_url, 'Olivia');
  await page.goto(`${humanid.url}/portal/keys`);
  const scopes = await page.getByLabel('Scope').locator('option').allTextContents();
  assert.deepEqual(scopes, ['read', 'actions', 'admin']);
  await page.getByLabel('Name').fill('backend');
  await page.getByLabel('Scope').selectOption('actions');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByRole('heading', { name: 'New key “backend” (actions)' }).waitFor();
  const key = (await page.getByTestId('new-api-key').textContent()).trim();
  await page.getByRole('row').filter({ hasText: 'backend' }).getByRole('cell', { name: 'actions', exact: true }).waitFor();
  await page.getByRole('row').filter({ hasText: 'bootstrap' }).getByRole('cell', { name: 'admin', exact: true }).waitFor();
  await screenshot(context, 'portal-api-key-scopes');

  const action = await gql(humanid, `mutation { insert_action_one(object: {app_id: "${appId}", action: "vote", name: "Vote"}) { action } }`, {}, key);
  assert.equal(action.insert_action_one.action, 'vote');
  await assert.rejects(
    gql(humanid, 'mutation { insert_app_one(object: {name: "Mine"}) { id } }', {}, key),
    /GraphQL 403: .*insufficient_scope/,
  );
});

suite.test('a registration token is shown once, registers a client at /register, and stops at Revoke', async ({ page, context, humanid }) => {
  const team = await newTeam(humanid, 'Registry Co');
  await joinWithPasskey(page, team.setup_url, 'Rita');
  await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).click();
  await page.getByLabel('What it is for').fill('CI deploys');
  await page.getByRole('button', { name: 'Create registration token' }).click();
  const token = (await page.getByTestId('new-registration-token').textContent()).trim();
  assert.match(token, /^reg_[0-9a-f]{64}$/);
  await screenshot(context, 'portal-registration-token');

  const register = () =>
    fetch(`${humanid.url}/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Registered', redirect_uris: ['https://rp.example/cb'] }),
    });
  const made = await register();
  assert.equal(made.status, 201);
  const { client_id } = await made.json();
  assert.match(client_id, /^app_staging_/);
  await page.goto(`${humanid.url}/portal`);
  await page.getByRole('link', { name: 'Registered' }).waitFor();

  await page.goto(`${humanid.url}/portal/keys`);
  assert.equal(await page.getByTestId('new-registration-token').count(), 0, 'the token is shown only once');
  const row = page.locator('tr[data-registration-token]').filter({ hasText: 'CI deploys' });
  await row.getByRole('cell', { name: 'staging' }).waitFor();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.locator('tr[data-registration-token]').filter({ hasText: 'CI deploys' }).getByRole('cell', { name: 'revoked' }).waitFor();
  assert.equal((await register()).status, 401, 'a revoked token registers nothing');
});
