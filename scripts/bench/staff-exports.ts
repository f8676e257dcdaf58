// The staff's whole-list exports (ADR 0022): the users as CSV and as .xlsx, and the transactions
// as .xlsx, each timed from request to the last byte, interleaved round by round so the
// machine's noise hits them all; part of bench:admin.
import { median } from './harness';

const ROUNDS = 3;

const EXPORTS = [
  { name: 'users CSV', path: '/api/admin/users/export/?format=csv' },
  { name: 'users xlsx', path: '/api/admin/users/export/?format=xlsx' },
  { name: 'transactions xlsx', path: '/api/billing/staff/transactions/export/' },
] as const;

async function timedDownload(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

/** Prints each export's median time and size, and the users workbook's time over the CSV's. */
export async function measureStaffExports(baseURL: string, token: string, rows: string) {
  const times = EXPORTS.map(() => [] as number[]);
  const sizes = EXPORTS.map(() => 0);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, { path }] of EXPORTS.entries()) {
      const { ms, bytes } = await timedDownload(`${baseURL}${path}`, token);
      times[index]!.push(ms);
      sizes[index] = bytes;
    }
  }
  const medians = times.map(median);
  console.log(`\nstaff exports of whole lists (${rows}), ${ROUNDS} interleaved rounds, medians:`);
  for (const [index, { name }] of EXPORTS.entries()) {
    console.log(
      `  ${name.padEnd(18)} ${medians[index]!.toFixed(0).padStart(6)} ms  ${(sizes[index]! / 1024).toFixed(0).padStart(5)} KB`,
    );
  }
  console.log(`  users xlsx ÷ users CSV: ${(medians[1]! / medians[0]!).toFixed(2)} × the time`);
}
