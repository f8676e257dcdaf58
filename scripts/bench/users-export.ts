// The staff's whole-list users export in both formats (ADR 0022), timed from request to the last
// byte, interleaved CSV/xlsx/CSV/xlsx so the machine's noise hits both; part of bench:admin.
import { median } from './harness';

const ROUNDS = 3;

async function timedDownload(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

/** Prints each format's median time and size, and the workbook's time over the CSV's. */
export async function measureUsersExport(baseURL: string, token: string, users: number) {
  const times = { csv: [] as number[], xlsx: [] as number[] };
  const sizes = { csv: 0, xlsx: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const format of ['csv', 'xlsx'] as const) {
      const { ms, bytes } = await timedDownload(
        `${baseURL}/api/admin/users/export/?format=${format}`,
        token,
      );
      times[format].push(ms);
      sizes[format] = bytes;
    }
  }
  const csv = median(times.csv);
  const xlsx = median(times.xlsx);
  console.log(
    `\nusers export, all ${users} students and staff, ${ROUNDS} interleaved rounds, medians:\n` +
      `  CSV  ${csv.toFixed(0).padStart(6)} ms  ${(sizes.csv / 1024).toFixed(0)} KB\n` +
      `  xlsx ${xlsx.toFixed(0).padStart(6)} ms  ${(sizes.xlsx / 1024).toFixed(0)} KB  (${(xlsx / csv).toFixed(2)} × the CSV's time)`,
  );
}
