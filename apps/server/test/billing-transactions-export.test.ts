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
  TRANSACTIONS,
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
    // The header, three payments and the totals (the empty row before them has no values).
    expect(sheet.actualRowCount).toBe(5);
    const cell = valuesOf(sheet, 2);
    expect(cell('ID')).toBe(first.id);
    expect(cell('Status')).toBe('APPROVED');
    expect(cell('User')).toBe('Neema Statement');
    expect(cell('Amount (TZS)')).toBe(10_000);
    expect(cell('Tokens generated')).toBe(3_000);
    expect(cell('Phone')).toBe('+255754111222');
    expect(typeof cell('Phone')).toBe('string');
    expect(cell('Transaction ID')).toBe('CI47HT9XQ2');
    expect(cell('Decided by')).toBe('Grace Staff');
    // Times are East Africa Time on the wall clock: 3 hours after UTC.
    expect((cell('Date (EAT)') as Date).getTime()).toBe(
      Date.parse(first.created_at) + 3 * 3_600_000,
    );
    expect(cell('Decided at (EAT)')).toBeInstanceOf(Date);
    expect(valuesOf(sheet, 3)('ID')).toBe(second.id);
    expect(valuesOf(sheet, 3)('Decided at (EAT)')).toBeNull();
    expect(valuesOf(sheet, 4)('Rejection reason')).toBe('No such payment');

    // The list's filters apply.
    const approved = await sheetOf(staff, 'search=Statement&status=APPROVED');
    expect(approved.actualRowCount).toBe(3); // the header, the payment, the totals
    expect(valuesOf(approved, 2)('ID')).toBe(first.id);

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

  it('reads as a finance officer reconciles a day: headers, one phone spelling, decisions, totals', async () => {
    const rehema = await signedIn(testApp, { firstName: 'Rehema', lastName: 'Reconcile' });
    const paid = (amount: number, phone: string) =>
      createdBy(rehema, payment({ amount, user_phone_number: phone, sender_name: 'Rehema R' }));
    // One number in the spellings students type, and one that is not a Tanzanian number.
    const approved = await paid(10_000, '0754 111 222');
    const rejected = await paid(5_000, '255754111223');
    const pending = await paid(2_000, '+255 754 111 224');
    const dashed = await paid(7_000, '0754-111-225');
    const [kenyan] = await testApp.db
      .insert(paymentTransactions)
      .values({
        userId: rehema.id,
        amountTsh: 4_000,
        tokens: 1_200,
        paymentMethod: 'DIRECT',
        payerType: 'different',
        phoneNumber: '+254 712 345 678',
      })
      .returning({ id: paymentTransactions.id });
    await expectStatus(await approve(staff, approved.id), 200);
    await expectStatus(await reject(staff, rejected.id, { reason: 'No SMS' }), 200);
    await expectStatus(await approve(staff, dashed.id), 200);
    await expectStatus(await approve(staff, kenyan!.id), 200);
    // Recorded by staff for her, then confirmed by Rehema herself (verify_payment).
    const details = { user_phone_number: '0754111226', sender_name: 'Rehema R', amount: 3_000 };
    const recorded = await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/`, {
        ...details,
        user_id: rehema.id,
        payment_method: 'DIRECT',
      }),
      201,
    );
    await expectStatus(
      await rehema.call('POST', `${TRANSACTIONS}${recorded.id}/verify_payment/`, details),
      200,
    );

    const sheet = await sheetOf(staff, 'search=Reconcile');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ID',
      'User',
      'Amount (TZS)',
      'Tokens generated',
      'Method',
      'Status',
      'Date (EAT)',
      'Decided at (EAT)',
      'Decided by',
      'Phone',
      'Sender name',
      'Wakala name',
      'Transaction ID',
      'Paid from',
      'Recorded by staff',
      'Rejection reason',
      'User e-mail',
    ]);
    const listed = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/?search=Reconcile&page_size=100`),
      200,
    );
    type TListed = {
      id: number;
      transaction_status: string;
      amount: string;
      tokens_generated: number;
      confirmed_at: string | null;
    };
    const byId = new Map<number, TListed>(
      listed.results.map((row: TListed) => [row.id, row] as const),
    );
    const rowOf = (id: number) => {
      for (let row = 2; row <= sheet.rowCount; row += 1) {
        if (sheet.getRow(row).getCell(1).value === id) return valuesOf(sheet, row);
      }
      throw new Error(`payment ${id} is not in the sheet`);
    };
    const eatOf = (iso: string | null | undefined) => Date.parse(iso!) + 3 * 3_600_000;

    // One spelling: E.164 when it is a Tanzanian number, else exactly as stored.
    expect(rowOf(approved.id)('Phone')).toBe('+255754111222');
    expect(rowOf(rejected.id)('Phone')).toBe('+255754111223');
    expect(rowOf(pending.id)('Phone')).toBe('+255754111224');
    expect(rowOf(dashed.id)('Phone')).toBe('+255754111225');
    expect(rowOf(kenyan!.id)('Phone')).toBe('+254 712 345 678');
    // Tokens only where they were generated: none for rejected or pending, not even 0.
    expect(rowOf(approved.id)('Tokens generated')).toBe(3_000);
    expect(rowOf(rejected.id)('Tokens generated')).toBeNull();
    expect(rowOf(pending.id)('Tokens generated')).toBeNull();
    // Who decided, and when (East Africa Time on the wall clock).
    for (const id of [approved.id, rejected.id, dashed.id]) {
      expect(rowOf(id)('Decided by')).toBe('Grace Staff');
      expect((rowOf(id)('Decided at (EAT)') as Date).getTime()).toBe(
        eatOf(byId.get(id)?.confirmed_at),
      );
    }
    expect(rowOf(recorded.id)('Decided by')).toBe('Rehema Reconcile (the student)');
    expect(rowOf(pending.id)('Decided by')).toBeNull();
    expect(rowOf(pending.id)('Decided at (EAT)')).toBeNull();
    expect(rowOf(rejected.id)('Rejection reason')).toBe('No SMS');
    expect(rowOf(rejected.id)('Paid from')).toBe('Another phone');

    // The totals, worked out here from the list the screen shows, not from the sheet.
    const all = [...byId.values()];
    const approvedRows = all.filter((row) => row.transaction_status === 'APPROVED');
    const approvedAmount = approvedRows.reduce((sum, row) => sum + Number(row.amount), 0);
    const approvedTokens = approvedRows.reduce((sum, row) => sum + row.tokens_generated, 0);
    expect([all.length, approvedRows.length, approvedAmount, approvedTokens]).toEqual([
      6, 4, 24_000, 7_200,
    ]);
    // The header, the rows, an empty row, then the totals: last, labelled, numbers formatted.
    expect(sheet.actualRowCount).toBe(all.length + 2);
    const totalsRow = sheet.rowCount;
    expect(sheet.getRow(totalsRow - 1).hasValues).toBe(false);
    const totals = cellsOf(sheet, totalsRow);
    expect(totals('ID').value).toBe('Total');
    expect(totals('User').value).toBe(all.length);
    expect(totals('User').numFmt).toBe('#,##0 "payments"');
    expect(totals('Amount (TZS)').value).toBe(approvedAmount);
    expect(totals('Amount (TZS)').numFmt).toBe('#,##0 "TZS"');
    expect(totals('Tokens generated').value).toBe(approvedTokens);
    expect(totals('Method').value).toBe('Amount and tokens: the 4 APPROVED only');
    expect(sheet.getRow(totalsRow).font?.bold).toBe(true);
    // An officer re-summing the amount column of the approved rows gets the same figure.
    let resummed = 0;
    for (let row = 2; row < totalsRow - 1; row += 1) {
      const cell = valuesOf(sheet, row);
      if (cell('Status') === 'APPROVED') resummed += cell('Amount (TZS)') as number;
    }
    expect(resummed).toBe(approvedAmount);
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
    // The header, every payment and the totals.
    expect(sheet.actualRowCount).toBe(532);
    expect(valuesOf(sheet, 2)('Amount (TZS)')).toBe(1_000);
    expect(valuesOf(sheet, 531)('Amount (TZS)')).toBe(1_529);
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
    // The header, two payments and the totals.
    expect(sheet.actualRowCount).toBe(4);
    expect([valuesOf(sheet, 2)('ID'), valuesOf(sheet, 3)('ID')]).toEqual([november1, november30]);

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
