// The command-line wallet, run as a person would: `humanid wallet … --file F --server URL`.

import path from 'node:path';
import { cli } from './humanid.mjs';

/**
 * A new wallet file in the server's temp dir, enrolled in the staging orb set unless
 * `enroll: false`. Returns { file, run(args), signIn(codeOrUrl) }.
 */
export async function newWallet(humanid, name, { enroll = true } = {}) {
  const file = path.join(humanid.dir, `${name}.wallet.json`);
  const run = (command, args = []) => cli(['wallet', command, '--file', file, '--server', humanid.url, ...args]);
  await run('new');
  if (enroll) await run('enroll', ['--type', 'orb']);
  return {
    file,
    run,
    /** Approves a request by its short code, request URL or `/authorize` URL. */
    signIn: (target) => run('sign-in', [target, '--yes']),
  };
}
