// The staff's transactions as an Excel workbook (ADR 0022): the list's filters, oldest first,
// typed cells a finance officer can match against the mobile-money statement.
import { MESSAGES } from '@ptlog/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, paymentTransactions } from '../src/db/schema';
import { transactionsAfter } from '../src/features/billing/transactions-read.repository';
import {
  approve,
  buildBillingApp,
  createdBy,
  expectStatus,
  fieldErrorsOf,
  payment,
  reject,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';
import { cellsOf, downloadedSheet } from './helpers/xlsx';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

const EXPORT = `${STAFF_BILLING}/transactions/export/`;

async function sheetOf(client: TClient, query: string) {
  const response = await client.call('GET', `${EXPORT}?${query}`);
  return downloadedSheet(response, 'transactions.xlsx', 'Transactions');
}

/** Row `row`'s values by the header's names. */
const valuesOf = (sheet: Awaited<ReturnType<typeof sheetOf>>, row: number) => {
  const cell = cellsOf(sheet, row);
  return (name: string) => cell(name).value;
};

describe('GET /api/billing/staff/transactions/export/', () => {
  it('writes the filtered payments oldest first, with amounts as numbers and phones as text', async () => {
    const neema = await signedIn(testApp, { firstName: 'Neema', lastName: 'Statement' });
    const first = await createdBy(
      neema,
      payment({ amount: 10_000, user_phone_number: '0754111222', transaction_code: 'CI47HT9XQ2' }),
    );
    const second = await createdBy(neema, payment({ amount: 3_000, sender_name: 'Wakala Juma' }));
    const third = await createdBy(neema, payment({ amount: 5_000 }));
    await expectStatus(await approve(staff, first.id), 200);
    await expectStatus(await reject(staff, third.id, { reason: 'No such payment' }), 200);

    const sheet = await sheetOf(staff, 'search=Statement');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount).toBe(4);
    const cell = valuesOf(sheet, 2);
    expect(cell('id')).toBe(first.id);
    expect(cell('status')).toBe('APPROVED');
    expect(cell('user_full_name')).toBe('Neema Statement');
    expect(cell('amount_tzs')).toBe(10_000);
    expect(cell('tokens_generated')).toBe(3_000);
    expect(cell('user_phone_number')).toBe(first.user_phone_number);
    expect(typeof cell('user_phone_number')).toBe('string');
    expect(cell('transaction_code')).toBe('CI47HT9XQ2');
    expect(cell('confirmed_by_name')).toBe('Grace Staff');
    // Times are East Africa Time on the wall clock: 3 hours after UTC.
    expect((cell('created_at') as Date).getTime()).toBe(
      Date.parse(first.created_at) + 3 * 3_600_000,
    );
    expect(cell('confirmed_at')).toBeInstanceOf(Date);
    expect(valuesOf(sheet, 3)('id')).toBe(second.id);
    expect(valuesOf(sheet, 3)('confirmed_at')).toBeNull();
    expect(valuesOf(sheet, 4)('rejection_reason')).toBe('No such payment');

    // The list's filters apply.
    const approved = await sheetOf(staff, 'search=Statement&status=APPROVED');
    expect(approved.actualRowCount).toBe(2);
    expect(valuesOf(approved, 2)('id')).toBe(first.id);

    const exports = await testApp.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.actorId, staff.id), eq(auditLogs.action, 'billing.transactions.export')),
      );
    expect(exports.map((row) => row.details)).toContainEqual({
      format: 'xlsx',
      filters: { search: 'Statement', status: 'APPROVED' },
    });
  });

  it('streams every matching payment past one batch', async () => {
    const many = await signedIn(testApp, { firstName: 'Many', lastName: 'Payments' });
    await testApp.db.insert(paymentTransactions).values(
      Array.from({ length: 530 }, (_, index) => ({
        userId: many.id,
        amountTsh: 1_000 + index,
        tokens: 300,
        paymentMethod: 'DIRECT' as const,
        payerType: 'own' as const,
        phoneNumber: '+255712000000',
        createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
      })),
    );
    const sheet = await sheetOf(staff, 'search=Payments');
    expect(sheet.actualRowCount).toBe(531);
    expect(valuesOf(sheet, 2)('amount_tzs')).toBe(1_000);
    expect(valuesOf(sheet, 531)('amount_tzs')).toBe(1_529);
  });

  it('reads batch after batch by key: payments decided meanwhile move no other row', async () => {
    const queue = await signedIn(testApp, { firstName: 'Queue', lastName: 'Keyset' });
    // One statement: made at one now(), to the microsecond (finer than a JS Date keeps): the
    // id orders them.
    const inserted = await testApp.db
      .insert(paymentTransactions)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          userId: queue.id,
          amountTsh: 1_000 + index,
          tokens: 300,
          paymentMethod: 'DIRECT' as const,
          payerType: 'own' as const,
          phoneNumber: '+255712000001',
        })),
      )
      .returning({ id: paymentTransactions.id });
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    const filters = { search: 'Keyset', status: 'PENDING' as const };
    const first = await transactionsAfter(testApp.db, filters, null, 5);
    expect(first.map((found) => found.row.id)).toEqual(ids.slice(0, 5));
    // Staff approve the first three while the export reads: by offset, the next batch would
    // start three rows late.
    await testApp.db
      .update(paymentTransactions)
      .set({ status: 'APPROVED' })
      .where(inArray(paymentTransactions.id, ids.slice(0, 3)));
    const next = await transactionsAfter(testApp.db, filters, first[4]!.row.id, 5);
    expect(next.map((found) => found.row.id)).toEqual(ids.slice(5, 10));
    const last = await transactionsAfter(testApp.db, filters, next[4]!.row.id, 5);
    expect(last.map((found) => found.row.id)).toEqual(ids.slice(10));
  });

  it('bounds the list and the workbook to the days asked in East Africa Time, both included', async () => {
    const juma = await signedIn(testApp, { firstName: 'Juma', lastName: 'Monthend' });
    // Each a payment of its own (the same one again would be the pending one, not a new one).
    const madeAt = async (moment: string, amount: number) => {
      const made = await createdBy(juma, payment({ amount }));
      await testApp.db
        .update(paymentTransactions)
        .set({ createdAt: new Date(moment) })
        .where(eq(paymentTransactions.id, made.id));
      return made.id;
    };
    // The edges of the days in Dar es Salaam (UTC+3), whatever the server's own time zone: a
    // payment at 00:30 on 1 November there belongs to November's statement.
    const october31 = await madeAt('2026-10-31T20:59:59Z', 1_000); // 23:59:59 EAT
    const november1 = await madeAt('2026-10-31T21:30:00Z', 2_000); // 00:30 EAT
    const november30 = await madeAt('2026-11-30T20:59:59Z', 3_000); // 23:59:59 EAT
    const december1 = await madeAt('2026-11-30T21:00:00Z', 4_000); // 00:00 EAT
    const listed = async (query: string) =>
      (
        await expectStatus(
          await staff.call('GET', `${STAFF_BILLING}/transactions/?search=Monthend&${query}`),
          200,
        )
      ).results.map((row: { id: number }) => row.id);

    expect(await listed('created_from=2026-11-01&created_to=2026-11-30')).toEqual([
      november30,
      november1,
    ]);
    expect(await listed('created_from=2026-11-30')).toEqual([december1, november30]);
    expect(await listed('created_to=2026-10-31')).toEqual([october31]);
    expect(await listed('created_from=2026-12-02')).toEqual([]);

    const sheet = await sheetOf(
      staff,
      'search=Monthend&created_from=2026-11-01&created_to=2026-11-30',
    );
    expect(sheet.actualRowCount).toBe(3);
    expect([valuesOf(sheet, 2)('id'), valuesOf(sheet, 3)('id')]).toEqual([november1, november30]);

    const notADay = await staff.call(
      'GET',
      `${STAFF_BILLING}/transactions/?created_from=2026-02-30`,
    );
    expect((await fieldErrorsOf(notADay)).created_from).toEqual([MESSAGES.generic.dateInvalid]);
    const tooEarly = await staff.call('GET', `${EXPORT}?created_to=1899-12-31`);
    expect((await fieldErrorsOf(tooEarly)).created_to).toEqual([MESSAGES.generic.dateOutOfRange]);
  });

  it("answers 404 'No transactions to export' when none match, 403 to a student", async () => {
    const none = await staff.call('GET', `${EXPORT}?search=nobody-like-this`);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe(MESSAGES.billing.noTransactionsToExport);
    const student = await signedIn(testApp);
    expect((await student.call('GET', EXPORT)).statusCode).toBe(403);
    expect((await staff.call('GET', `${EXPORT}?format=csv`)).statusCode).toBe(400);
  });
});
