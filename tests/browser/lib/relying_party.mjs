// A tiny relying party on loopback: records every request to its callback (query and
// form_post bodies) and answers with a page that shows what it got, so the browser's
// URL (fragment included) can be read when it lands.

import http from 'node:http';

/**
 * Starts the server on 127.0.0.1. Returns { origin, callbackUrl, received, next(), close() }.
 * `received` holds { method, path, query, form } for each hit; `next()` resolves with the
 * first hit that arrives after it was called (call it before the click that leads there).
 */
export async function startRelyingParty() {
  const received = [];
  let waiting = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://rp.invalid');
      const body = Buffer.concat(chunks).toString();
      const form = (req.headers['content-type'] || '').startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      const hit = { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), form };
      received.push(hit);
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake(hit);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Relying party</title><h1>Back at the app</h1><pre id="got">${
        escape(JSON.stringify(hit))}</pre>`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    callbackUrl: `${origin}/callback`,
    received,
    /** The next callback hit from now on (rejects after `ms`). */
    next(ms = 30_000) {
      const hit = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no callback within ${ms} ms`)), ms);
        timer.unref();
        waiting.push((got) => {
          clearTimeout(timer);
          resolve(got);
        });
      });
      // A test that failed before awaiting it must not leave an unhandled rejection behind.
      hit.catch(() => {});
      return hit;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

function escape(s) {
  return s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
}
