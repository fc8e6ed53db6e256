import { expect } from 'vitest';
import { cryptoStats } from '../src/lib/crypto.js';
import type { ApiResponse } from './helper.js';

/**
 * Sign-ins racing a change that ends an account's sessions (a new password, signing out everywhere), in the order
 * that used to leave tokens live (issue 39 item 2). Nothing sleeps: the steps wait for what the server did, as the
 * process's password counters tell (the server runs in this process).
 * - `after: 'hashing'`: the change is sent first; once it is hashing the new password, the sign-ins are sent, so
 *   they read the account before the change commits and check the old password after it.
 * - `after: 'checking'`: the sign-ins are sent first; once every one of them is checking its password, the change
 *   is sent (a change that hashes nothing: signing out of the app).
 * Answers how many signed in, how many of their tokens `works` still accepts afterwards, and the codes of the
 * refused ones.
 */
export async function raceSignIns(o: {
  change: () => Promise<ApiResponse>;
  signIn: (i: number) => Promise<ApiResponse>;
  n: number;
  after: 'hashing' | 'checking';
  works: (token: string) => Promise<boolean>;
}): Promise<{ signedIn: number; live: number; refused: number[] }> {
  const { passwordChecks, passwordHashes } = cryptoStats;
  const reached = (read: () => number, n: number) =>
    expect.poll(read, { interval: 1, timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  let changed: Promise<ApiResponse>;
  let signIns: Promise<ApiResponse>[];
  if (o.after === 'hashing') {
    changed = o.change();
    await reached(() => cryptoStats.passwordHashes - passwordHashes, 1);
    signIns = Array.from({ length: o.n }, (_, i) => o.signIn(i));
  } else {
    signIns = Array.from({ length: o.n }, (_, i) => o.signIn(i));
    await reached(() => cryptoStats.passwordChecks - passwordChecks, o.n);
    changed = o.change();
  }
  const [done, ...answers] = await Promise.all([changed, ...signIns]);
  expect(done.status, done.text).toBe(200);
  // Each sign-in either signed in or was refused as a sign-in is (never a 5xx).
  for (const r of answers) expect(r.status === 200 || (r.status >= 400 && r.status < 500), r.text).toBe(true);
  const tokens = answers
    .filter((r) => r.status === 200)
    .map((r) => (r.body.datas as { access_token: string }).access_token);
  const works = await Promise.all(tokens.map(o.works));
  const refused = answers.filter((r) => r.status !== 200).map((r) => r.body.code);
  return { signedIn: tokens.length, live: works.filter(Boolean).length, refused };
}

/**
 * `rounds` races one after another, each run by `race` (a fresh account's `raceSignIns`): how many tokens each
 * round left live, and every code a sign-in was refused with.
 */
export async function raceRounds(rounds: number, race: () => Promise<{ live: number; refused: number[] }>) {
  const live: number[] = [];
  const refused = new Set<number>();
  for (let round = 0; round < rounds; round++) {
    const r = await race();
    live.push(r.live);
    for (const c of r.refused) refused.add(c);
  }
  return { live, refused: [...refused] };
}
