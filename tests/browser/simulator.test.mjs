// "Sign in with the simulator" and "Verify with the simulator" on staging apps, clicked
// in Chromium under the pages' strict CSP (form-action 'self'): each ends at the relying
// party with the right parameters.

import assert from 'node:assert/strict';
import {
  authorizeUrl, browserSuite, createApp, exchangeCode, recordConsole, screenshot, verifiedClaims,
} from './lib/index.mjs';

const suite = browserSuite();
let app;
async function staging({ humanid, rp }) {
  app ??= await createApp(humanid, {
    name: 'Poll', redirects: [rp.callbackUrl], actions: [{ action: 'vote', max_verifications: 1 }],
  });
  return app;
}

/**
 * Clicks the simulator button and waits for the browser to reach `landing` (a URL
 * pattern); if it does not, the error carries the page's console.
 */
async function clickSimulator(page, label, landing) {
  const console = recordConsole(page);
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL(landing).catch((e) => {
    throw new Error(`${e.message}\nconsole:\n${console.join('\n')}`);
  });
}

suite.test('sign-in with the simulator returns a code in the query that /token exchanges', async ({ page, humanid, rp }) => {
  await staging({ humanid, rp });
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', response_mode: 'query', state: 'q1', nonce: 'n-q',
  }));
  const callback = rp.next();
  await clickSimulator(page, 'Sign in with the simulator', `${rp.callbackUrl}?**`);
  const hit = await callback;
  assert.equal(hit.method, 'GET');
  assert.equal(hit.query.state, 'q1');
  const tokens = await exchangeCode(humanid, app, hit.query.code, rp.callbackUrl);
  const claims = await verifiedClaims(tokens.id_token, `${humanid.url}/jwks`);
  assert.equal(claims.nonce, 'n-q');
  assert.equal(claims.aud, app.id);
  assert.match(claims.sub, /^0x[0-9a-f]+$/);
});

suite.test('sign-in with the simulator posts the code to the app with response_mode=form_post', async ({ page, humanid, rp }) => {
  await staging({ humanid, rp });
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', response_mode: 'form_post', state: 'f1', nonce: 'n-f',
  }));
  const callback = rp.next();
  await clickSimulator(page, 'Sign in with the simulator', rp.callbackUrl);
  const hit = await callback;
  assert.equal(hit.method, 'POST');
  assert.equal(hit.form.state, 'f1');
  assert.deepEqual(hit.query, {}, 'nothing in the query with form_post');
  const tokens = await exchangeCode(humanid, app, hit.form.code, rp.callbackUrl);
  const claims = await verifiedClaims(tokens.id_token, `${humanid.url}/jwks`);
  assert.equal(claims.nonce, 'n-f');
});

suite.test('sign-in with the simulator returns an id_token in the fragment carrying the nonce', async ({ page, humanid, rp }) => {
  await staging({ humanid, rp });
  await page.goto(authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'id_token', state: 't1', nonce: 'n-fragment',
  }));
  await clickSimulator(page, 'Sign in with the simulator', `${rp.callbackUrl}#**`);
  // The fragment never reaches the server; the browser's address bar holds it.
  const fragment = new URLSearchParams(new URL(page.url()).hash.slice(1));
  assert.equal(fragment.get('state'), 't1');
  assert.equal(fragment.get('code'), null);
  const claims = await verifiedClaims(fragment.get('id_token'), `${humanid.url}/jwks`);
  assert.equal(claims.nonce, 'n-fragment');
  assert.equal(claims.aud, app.id);
  assert.equal(claims.iss, humanid.url);
});

suite.test('the same browser keeps its simulator identity across sign-ins', async ({ page, humanid, rp }) => {
  await staging({ humanid, rp });
  const subs = [];
  for (const nonce of ['again-1', 'again-2']) {
    // prompt=login: the first sign-in left an IdP session that would otherwise answer at once.
    const params = { redirect_uri: rp.callbackUrl, response_type: 'id_token', nonce, prompt: 'login' };
    await page.goto(authorizeUrl(humanid, app, params));
    await clickSimulator(page, 'Sign in with the simulator', `${rp.callbackUrl}#**`);
    const fragment = new URLSearchParams(new URL(page.url()).hash.slice(1));
    subs.push((await verifiedClaims(fragment.get('id_token'), `${humanid.url}/jwks`)).sub);
  }
  assert.equal(subs[0], subs[1]);
});

suite.test('verify with the simulator on the hosted page returns a verification JWT to the app', async ({ page, humanid, rp }) => {
  await staging({ humanid, rp });
  const q = new URLSearchParams({ signal: 'ballot-7', return_url: rp.callbackUrl });
  await page.goto(`${humanid.url}/verify/${app.id}/vote?${q}`);
  await page.getByRole('heading', { name: 'Verify you are a unique human: vote' }).waitFor();
  const callback = rp.next();
  await clickSimulator(page, 'Verify with the simulator', `${rp.callbackUrl}?**`);
  const hit = await callback;
  const claims = await verifiedClaims(hit.query.verification_jwt, `${humanid.url}/api/v1/jwks`);
  assert.equal(claims.app_id, app.id);
  assert.equal(claims.action, 'vote');
  assert.equal(claims.signal, 'ballot-7');
  assert.equal(claims.verification_level, 'orb');
  assert.match(claims.nullifier_hash, /^0x[0-9a-f]+$/);
});

suite.test('a logout naming no app asks first, and signs out of every app only when the person says so', async ({ page, context, humanid, rp }) => {
  await staging({ humanid, rp });
  const signIn = (prompt) => authorizeUrl(humanid, app, {
    redirect_uri: rp.callbackUrl, response_type: 'code', state: 'o1', nonce: 'n-out', ...(prompt ? { prompt } : {}),
  });
  await page.goto(signIn());
  await clickSimulator(page, 'Sign in with the simulator', `${rp.callbackUrl}?**`);
  const silently = async () => {
    await page.goto(signIn('none'));
    await page.waitForURL(`${rp.callbackUrl}?**`);
    return new URL(page.url()).searchParams;
  };
  assert.ok((await silently()).get('code'), 'signed in');

  // A plain link to /logout, as any site could put on a page: only a question.
  await page.goto(`${humanid.url}/logout`);
  await page.getByRole('heading', { name: 'Sign out of every app?' }).waitFor();
  await screenshot(context, 'logout-confirmation');
  assert.ok((await silently()).get('code'), 'nothing ended without the person');

  await page.goto(`${humanid.url}/logout`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
  assert.equal((await silently()).get('error'), 'login_required');
});
