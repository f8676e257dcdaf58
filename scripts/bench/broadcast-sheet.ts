// `npm run bench:broadcast-sheet`: what one "Send from Excel" of a 500-row sheet costs, and where.
// Times the parts on their own (the zip checks, the reader reading the sheet) and the whole POST
// /api/admin-dashboard/send-email-from-excel/ through the real app (its dry run too), each a few
// times after a warm-up; prints the medians. Embedded PGlite by default; DATABASE_URL=postgres://…
// (an admin URL) measures on a fresh database on that server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { SHEET_LIMITS } from '../../apps/server/src/features/broadcast/broadcast.service';
import { readRecipientsSheet } from '../../apps/server/src/features/broadcast/recipients-sheet';
import { xlsxZipProblem } from '../../apps/server/src/features/broadcast/xlsx-guard';
import { benchAccessToken, median, withBenchDatabase } from './harness';

const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SECRET = randomBytes(32).toString('hex');

async function sheetOf(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Recipients');
  sheet.addRow(['Email', 'Name']);
  for (let index = 0; index < rows; index += 1) {
    sheet.addRow([`student${index}@example.test`, `Student ${index}`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(fields: Record<string, string>, bytes: Buffer) {
  const boundary = '----ptlog-bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const rest = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
    ),
  );
  return {
    payload: Buffer.concat([head, bytes, ...rest, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Median wall and CPU milliseconds (this process: the app, the reader and the driver; not the
 * database server) of `RUNS` calls after one warm-up call. CPU time is what blocks the other
 * requests of the instance, and it holds up on a busy machine where wall time does not.
 */
async function timed(run: (turn: number) => Promise<unknown>): Promise<TTiming> {
  await run(-1);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let turn = 0; turn < RUNS; turn += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run(turn);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - started);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

interface TTiming {
  wall: number;
  cpu?: number;
}

await withBenchDatabase(
  { secret: SECRET },
  async (db) => {
    const [staff] = await db
      .insert(users)
      .values({
        email: 'bench-staff@example.test',
        username: 'bench-staff',
        firstName: 'Bench',
        lastName: 'Staff',
        passwordHash: 'x',
        isStaff: true,
        isActive: true,
        emailVerified: true,
      })
      .returning({ id: users.id });
    return { staffId: staff!.id };
  },
  async ({ env, seeded, kind }) => {
    const config = loadConfig({
      ...process.env,
      ...env,
      LOG_LEVEL: 'silent',
      BROADCAST_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      REMINDERS_ENABLED: '0',
    });
    const database = await openDatabase(config);
    const app = buildApp(config, { database, print: () => undefined });
    await app.ready();
    try {
      const bytes = await sheetOf(ROWS);
      const access = await benchAccessToken(app.db, SECRET, seeded.staffId, new Date());
      const post = (url: string, turn: number) => {
        const form = multipart(
          {
            subject: `Bench ${turn} ${Math.random()}`,
            message: 'Please submit your weekly report.',
          },
          bytes,
        );
        return app.inject({
          method: 'POST',
          url,
          headers: { ...form.headers, authorization: `Bearer ${access}` },
          payload: form.payload,
        });
      };
      const expectStatus = async (
        answer: Promise<{ statusCode: number; body: string }>,
        status: number,
      ) => {
        const { statusCode, body } = await answer;
        if (statusCode !== status) throw new Error(`${statusCode}: ${body}`);
      };
      const send = '/api/admin-dashboard/send-email-from-excel/';
      const coldStarted = performance.now();
      await expectStatus(post(send, -2), 202);
      const firstSend = performance.now() - coldStarted;
      const results = {
        firstSend: { wall: firstSend } as TTiming,
        zipChecks: await timed(() => xlsxZipProblem(bytes, SHEET_LIMITS)),
        readSheet: await timed(() => readRecipientsSheet(bytes)),
        ...(process.env.BENCH_NO_DRY_RUN
          ? {}
          : { dryRun: await timed((turn) => expectStatus(post(`${send}?dry_run=1`, turn), 200)) }),
        send: await timed((turn) => expectStatus(post(send, turn), 202)),
      };
      console.log(`${kind}, ${ROWS}-row sheet (${bytes.length} bytes), median of ${RUNS} runs:`);
      for (const [name, { wall, cpu }] of Object.entries(results)) {
        const cpuText = cpu === undefined ? '' : `, ${cpu.toFixed(1)} ms CPU`;
        console.log(`  ${name.padEnd(10)} ${wall.toFixed(1)} ms${cpuText}`);
      }
    } finally {
      await app.close();
    }
  },
);
