// Debian's Chromium driven by playwright-core: headless, with only the flags a person's
// browser would not have anyway, a fresh profile, virtual passkeys, and a network fence.

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.HUMANID_CHROMIUM || '/usr/bin/chromium';

/** Exactly these flags; Playwright's own defaults are left out so the browser behaves as shipped. */
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Screenshots of failed tests go here (`$HUMANID_BROWSER_ARTIFACTS` or a temp dir). */
export const artifactsDir = process.env.HUMANID_BROWSER_ARTIFACTS
  || path.join(os.tmpdir(), 'humanid-browser-artifacts');

/**
 * Launches Chromium with a fresh user-data dir. Returns the Playwright `Browser`
 * (make one context per test with `newContext`); `close()` also deletes the profile.
 */
export async function launchChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'humanid-chromium-'));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Without Playwright's defaults the pipe and the profile must be named here.
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
  });
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    await rm(profile, { recursive: true, force: true });
  };
  return browser;
}

/**
 * Adds a CTAP2 platform authenticator (resident keys, user verification that always
 * succeeds) to `page`. Returns { cdp, authenticatorId, credentials() }.
 */
export async function addVirtualAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    /** The passkeys the authenticator holds (`WebAuthn.getCredentials`). */
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * Aborts every request from `context` whose origin is not in `allowed` (origins like
 * `http://localhost:1234`), and records it. Returns { blocked: [url, …] }.
 */
export async function blockOtherHosts(context, allowed) {
  const origins = new Set(allowed.map((o) => new URL(o).origin));
  const fence = { blocked: [] };
  await context.route('**/*', (route) => {
    const url = route.request().url();
    let origin = null;
    try {
      origin = new URL(url).origin;
    } catch {
      // unparsable: block it
    }
    if (origins.has(origin)) return route.continue();
    fence.blocked.push(url);
    return route.abort('blockedbyclient');
  });
  return fence;
}

/** Collects console messages and page errors (CSP violations show up here). */
export function recordConsole(page) {
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/** Saves a full-page screenshot of every open page in `context` under `artifactsDir`. */
export async function screenshot(context, name) {
  await mkdir(artifactsDir, { recursive: true });
  const safe = name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 120);
  const saved = [];
  for (const [i, page] of context.pages().entries()) {
    const file = path.join(artifactsDir, `${safe}${i ? `-${i}` : ''}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
      saved.push(file);
    } catch {
      // a page that is closing cannot be shot; the others still can
    }
  }
  return saved;
}
