// The World ID 4.0 client kit in a real browser: a relying party served by this test (no
// CDN — it serves @worldcoin/idkit-core's own dist/idkit.global.js and its .wasm, under a
// strict CSP) calls IDKit.request with humanid as bridge_url and shows the connector QR;
// the command-line wallet answers the link the page shows; the page shows the verified
// result and what its back end's POST /api/v4/verify/{rp_id} answered.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak_256 } from '@noble/hashes/sha3';
import * as secp from '@noble/secp256k1';
import { signRequest } from '@worldcoin/idkit-server';
import QRCode from 'qrcode';
import {
  addVirtualAuthenticator, artifactsDir, blockOtherHosts, browserSuite, createApp, createOwnerPasskey, gql,
  newWallet, recordConsole,
} from './lib/index.mjs';

const suite = browserSuite();
const here = path.dirname(fileURLToPath(import.meta.url));
const kitDist = path.join(here, 'node_modules/@worldcoin/idkit-core/dist');

/** The page: a button, and where the QR code, the link, the result and the back end's answer go. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Town vote</title>
<link rel="stylesheet" href="/page.css"></head>
<body><main>
<h1>Town vote</h1>
<p>Prove you are a unique human to cast your ballot.</p>
<button id="start" type="button">Verify with World ID</button>
<figure id="connect" hidden><img id="qr" alt="World ID connector QR code" width="220" height="220">
<figcaption>Scan with your wallet, or open <a id="connector" href="#">the link</a>.</figcaption></figure>
<p id="status" role="status"></p>
<section id="result-section" hidden><h2>Proof from the kit</h2><pre id="result"></pre></section>
<section id="backend-section" hidden><h2>Back end: /api/v4/verify</h2><pre id="backend"></pre></section>
</main><script src="/idkit/idkit.global.js"></script><script src="/page.js"></script></body></html>`;

const CSS = `body{font-family:sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}
pre{background:#f4f4f4;padding:.5rem;white-space:pre-wrap;word-break:break-all;font-size:.7rem}
#status{font-weight:bold}`;

/** The page's script, configured by the relying party's back end (`/config`). */
const SCRIPT = `
const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.blockedURI));
window.cspViolations = violations;
const show = (id, text) => { const el = document.getElementById(id); el.textContent = text; };
document.getElementById('start').addEventListener('click', async () => {
  try {
    const config = await (await fetch('/config')).json();
    const rpContext = await (await fetch('/rp-context')).json();
    const request = await IDKit.request({
      app_id: config.app_id, action: config.action, rp_context: rpContext,
      bridge_url: config.bridge_url, allow_legacy_proofs: true, environment: config.environment,
    }).preset(IDKit.orbLegacy({ signal: config.signal }));
    document.getElementById('qr').src = '/qr?data=' + encodeURIComponent(request.connectorURI);
    document.getElementById('connector').href = request.connectorURI;
    document.getElementById('connect').hidden = false;
    show('status', 'Waiting for your wallet…');
    const outcome = await request.pollUntilCompletion({ pollInterval: 250, timeout: 60000 });
    if (!outcome.success) { show('status', 'Failed: ' + outcome.error); return; }
    document.getElementById('connect').hidden = true;
    show('status', 'Verified by your wallet; checking with the back end…');
    document.getElementById('result-section').hidden = false;
    show('result', JSON.stringify(outcome.result, null, 2));
    const res = await fetch('/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(outcome.result) });
    const answer = await res.json();
    document.getElementById('backend-section').hidden = false;
    show('backend', res.status + ' ' + JSON.stringify(answer, null, 2));
    show('status', answer.success ? 'Ballot accepted: you are a unique human.' : 'Refused: ' + answer.code);
  } catch (e) {
    show('status', 'Error: ' + e.message);
  }
});`;

const hex = (bytes) => Buffer.from(bytes).toString('hex');

/** The address of a secp256k1 key: the last 20 bytes of keccak256(its public key). */
const addressOf = (keyHex) => `0x${hex(keccak_256(secp.getPublicKey(keyHex.slice(2), false).slice(1)).slice(12))}`;

/**
 * The relying party: its page, the kit's files, and a back end that signs `rp_context`
 * and forwards the kit's result to humanid. Returns { origin, verified: [answers], close() }.
 */
async function startRelyingParty({ humanid, appId, rpId, signingKeyHex }) {
  const config = {
    app_id: appId, action: 'ballot', signal: 'ballot-42', environment: 'staging', bridge_url: humanid.url,
  };
  const verified = [];
  const csp = [
    "default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", `connect-src 'self' ${humanid.url}`,
    "img-src 'self'", "style-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
  ].join('; ');
  const send = (res, status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'content-security-policy': csp, 'cache-control': 'no-store' });
    res.end(body);
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://rp.invalid');
    const chunks = [];
    for await (const c of req) chunks.push(c);
    switch (url.pathname) {
      case '/': return send(res, 200, 'text/html; charset=utf-8', PAGE);
      case '/page.css': return send(res, 200, 'text/css', CSS);
      case '/page.js': return send(res, 200, 'text/javascript', SCRIPT);
      case '/idkit/idkit.global.js':
        return send(res, 200, 'text/javascript', await readFile(path.join(kitDist, 'idkit.global.js')));
      case '/idkit/idkit_wasm_bg.wasm':
        return send(res, 200, 'application/wasm', await readFile(path.join(kitDist, 'idkit_wasm_bg.wasm')));
      case '/config': return send(res, 200, 'application/json', JSON.stringify(config));
      case '/rp-context': {
        const sig = signRequest({ signingKeyHex, action: config.action });
        return send(res, 200, 'application/json', JSON.stringify({
          rp_id: rpId, nonce: sig.nonce, created_at: sig.createdAt, expires_at: sig.expiresAt, signature: sig.sig,
        }));
      }
      case '/qr':
        return send(res, 200, 'image/svg+xml', await QRCode.toString(url.searchParams.get('data'), { type: 'svg', margin: 2 }));
      case '/verify': {
        const answer = await fetch(`${humanid.url}/api/v4/verify/${rpId}`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks),
        });
        const body = await answer.json();
        verified.push({ status: answer.status, body });
        return send(res, answer.status, 'application/json', JSON.stringify(body));
      }
      default: return send(res, 404, 'text/plain', 'not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    verified,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

suite.test('a relying party page verifies with IDKit 4: QR code, wallet, result, back end', async ({ page, context, humanid }) => {
  const app = await createApp(humanid, { name: 'Town vote' });
  const signingKeyHex = `0x${hex(randomBytes(32))}`;
  const signer = addressOf(signingKeyHex);
  const registered = await gql(humanid, `mutation ($id: String!, $signer: String!) {
      register_rp_signer(app_id: $id, signer_address: $signer) { rp_id status } }`, { id: app.id, signer });
  const rpId = registered.register_rp_signer.rp_id;
  const rp = await startRelyingParty({ humanid, appId: app.id, rpId, signingKeyHex });
  try {
    const fence = await blockOtherHosts(context, [rp.origin, humanid.url]);
    const console = recordConsole(page);
    await page.goto(rp.origin);
    await page.getByRole('button', { name: 'Verify with World ID' }).click();
    const qr = page.getByRole('img', { name: 'World ID connector QR code' });
    await qr.waitFor();
    await page.waitForFunction(() => document.getElementById('qr').naturalWidth > 0);
    const link = await page.locator('#connector').getAttribute('href');
    assert.match(link, /^https:\/\/staging\.world\.org\/verify\?t=wld&i=[0-9a-f-]{36}&k=/);
    assert.equal(new URL(link).searchParams.get('b'), humanid.url);
    await page.screenshot({ path: path.join(artifactsDir, 'idkit4-qr.png') }).catch(() => {});

    const wallet = await newWallet(humanid, 'voter');
    await wallet.signIn(link);
    await page.getByRole('status').filter({ hasText: 'Ballot accepted' }).waitFor();

    const result = JSON.parse(await page.locator('#result').textContent());
    assert.equal(result.protocol_version, '3.0');
    assert.equal(result.environment, 'staging');
    assert.equal(result.responses[0].identifier, 'orb');
    const backend = await page.locator('#backend').textContent();
    assert.match(backend, /^200 /);
    assert.equal(rp.verified.length, 1);
    assert.equal(rp.verified[0].body.success, true);
    assert.equal(rp.verified[0].body.nullifier, result.responses[0].nullifier);
    assert.match(rp.verified[0].body.message, /first use/);

    const shot = path.join(artifactsDir, 'idkit4-verified.png');
    await page.screenshot({ path: shot, fullPage: true });
    assert.deepEqual(fence.blocked, [], 'the page reached nothing but its own server and humanid');
    assert.deepEqual(await page.evaluate(() => window.cspViolations), [], 'no CSP violation');
    assert.deepEqual(console.filter((m) => /Content Security Policy|pageerror|^error/.test(m)), [],
      'no CSP violations or script errors');
  } finally {
    await rp.close();
  }
});

suite.test("an owner registers the back end's signer in the app page's World ID 4.0 section", async ({ page, humanid }) => {
  const console = recordConsole(page);
  await addVirtualAuthenticator(page);
  const boot = await humanid.bootstrap('Signers');
  await createOwnerPasskey(page, humanid, boot.setup_url);
  const app = await createApp({ ...humanid, apiKey: boot.api_key }, { name: 'Ballots' });

  await page.goto(`${humanid.url}/portal/apps/${app.id}`);
  const section = page.getByRole('region', { name: 'World ID 4.0' });
  const rpId = await section.locator('#rp-id').textContent();
  assert.match(rpId, /^rp_[0-9a-f]{16}$/);
  assert.equal(await section.locator('#rp-status').textContent(), 'unregistered');
  await section.getByLabel('Signer address').fill('0x1234');
  await section.getByRole('button', { name: 'Register signer' }).click();
  await page.getByRole('alert').filter({ hasText: '40 hex digits' }).waitFor();

  const signer = addressOf(`0x${hex(randomBytes(32))}`);
  await page.getByRole('region', { name: 'World ID 4.0' }).getByLabel('Signer address').fill(signer.toUpperCase().replace('0X', '0x'));
  await page.getByRole('region', { name: 'World ID 4.0' }).getByRole('button', { name: 'Register signer' }).click();
  const registered = page.getByRole('region', { name: 'World ID 4.0' });
  await registered.locator('#rp-status', { hasText: /^registered$/ }).waitFor();
  assert.equal(await registered.locator('#rp-signer').textContent(), signer);
  const status = await (await fetch(`${humanid.url}/api/v4/rp-status/${rpId}`)).json();
  assert.deepEqual(status, { production_status: 'unregistered', staging_status: 'registered' });
  assert.deepEqual(console.filter((m) => /Content Security Policy|pageerror/.test(m)), []);
});
