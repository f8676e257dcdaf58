// A child of data-dir-lock.test.ts: one process racing others for the embedded database lock.
// Arguments: the scratch folder and the number of rounds. It says "ready" once loaded, reads the
// common start time (ms since the epoch) and the gap between rounds from stdin, then in round i
// takes the lock of <scratch>/<i>/db at start + i * gap and prints "<i> acquired" or
// "<i> refused". It holds every lock it took until stdin closes, as a starting server holds its.
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../../src/db/data-dir-lock';

const [scratch, roundsArgument] = process.argv.slice(2);
const rounds = Number(roundsArgument);

const lines = createInterface({ input: process.stdin });
const firstLine = new Promise<string>((resolve) => lines.once('line', resolve));
process.stdout.write('ready\n');
const [startAt, gapMs] = (await firstLine).split(' ').map(Number) as [number, number];

for (let round = 0; round < rounds; round++) {
  const at = startAt + round * gapMs;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 5)));
  while (Date.now() < at) {
    // spin the last few ms: every contender reaches the lock in the same millisecond
  }
  let outcome = 'acquired';
  try {
    acquireDataDirLock(`${scratch}/${round}/db`);
  } catch (error) {
    outcome = `refused (${(error as Error).name})`;
  }
  process.stdout.write(`${round} ${outcome}\n`);
}
await new Promise((resolve) => lines.once('close', resolve));
