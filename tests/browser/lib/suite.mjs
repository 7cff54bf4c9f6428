// One humanid server, one Chromium and one relying party per test file, and `test`
// wrappers that give each test a fresh browser context and keep screenshots of failures.

import { after, before, test } from 'node:test';
import { launchChromium, screenshot } from './browser.mjs';
import { startHumanid } from './humanid.mjs';
import { startRelyingParty } from './relying_party.mjs';

/** How long any single wait in a page may take before the test fails. */
export const WAIT_MS = 15_000;

/**
 * Registers before/after hooks for the file. Returns an object that, once `before` ran,
 * holds { humanid, browser, rp }, plus `test(name, fn, {context})` where
 * `fn({ page, context, t, humanid, browser, rp })` runs in a fresh context (options as
 * Playwright's `browser.newContext`, e.g. `{ javaScriptEnabled: false }`).
 */
export function browserSuite({ humanid: humanidOptions = {} } = {}) {
  const env = {};
  before(async () => {
    [env.humanid, env.browser, env.rp] = await Promise.all([
      startHumanid(humanidOptions), launchChromium(), startRelyingParty()]);
  });
  after(async () => {
    await Promise.allSettled([env.browser?.close(), env.humanid?.stop(), env.rp?.close()]);
  });
  env.test = (name, fn, { context: contextOptions = {}, ...testOptions } = {}) =>
    test(name, testOptions, async (t) => {
      const context = await env.browser.newContext(contextOptions);
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      try {
        await fn({ page, context, t, ...env });
      } catch (e) {
        const shots = await screenshot(context, name);
        if (shots.length && e instanceof Error) e.message += `\n  screenshot: ${shots.join(', ')}`;
        throw e;
      } finally {
        await context.close();
      }
    });
  return env;
}

/**
 * Retries `check` (an async assertion) until it passes or `ms` pass, like Playwright's
 * `expect.poll`: for state outside the page (the database, the relying party).
 */
export async function eventually(check, { ms = WAIT_MS, every = 100 } = {}) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    await new Promise((r) => setTimeout(r, every));
  }
}
