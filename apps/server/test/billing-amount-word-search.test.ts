// Staff find a payment the way a student describes it on the phone (A1 audit, finding 3): by the
// amount however it is written, and by the words of a name in any order.
import { describe, expect, it } from 'vitest';
import {
  buildBillingApp,
  createdBy,
  expectStatus,
  payment,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  staffSearchIds,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

const searchIds = (search: string) => staffSearchIds(staff, 'transactions/', search);
const pendingIds = (search: string) =>
  staffSearchIds(staff, 'transactions/pending_transactions/', search);

describe('GET /billing/staff/transactions/?search= by amount and by words in any order', () => {
  it('finds a payment by its amount written as staff hear it, and by "Surname Firstname"', async () => {
    const elia = await signedIn(testApp, { firstName: 'Elia', lastName: 'Mrema' });
    const neema = await signedIn(testApp, { firstName: 'Neema', lastName: 'Mwita' });
    const eliaFive = (await createdBy(elia, payment({ amount: 5000, sender_name: 'Elia Mrema' })))
      .id as number;
    const eliaTwo = (await createdBy(elia, payment({ amount: 2000, sender_name: 'Elia Mrema' })))
      .id as number;
    const neemaFive = (
      await createdBy(
        neema,
        payment({ amount: 5000, sender_name: 'Mama Neema', user_phone_number: '0754999111' }),
      )
    ).id as number;
    // 15,000 contains "5000" as text: an amount search is exact, not a part of another amount.
    await createdBy(neema, payment({ amount: 15000, user_phone_number: '0754999111' }));
    const fiveThousand = [eliaFive, neemaFive].sort((a, b) => a - b);

    for (const typed of [
      '5000',
      '5,000',
      'TZS 5,000',
      '5000/=',
      'Tsh 5,000',
      'tsh5000',
      '5,000.00',
    ]) {
      expect(await searchIds(typed), typed).toEqual(fiveThousand);
      expect(await pendingIds(typed), typed).toEqual(fiveThousand);
    }
    for (const typed of ['Mrema Elia', 'elia mrema', 'MREMA   elia']) {
      expect(await searchIds(typed), typed).toEqual([eliaFive, eliaTwo]);
    }
    // Every word must match something; a word that matches nothing finds nothing.
    expect(await searchIds('Mrema Neema')).toEqual([]);
    // Words across fields: a surname and the sender's words.
    expect(await searchIds('Mwita Mama')).toEqual([neemaFive]);
    // A name and an amount.
    expect(await searchIds('Mrema 5,000')).toEqual([eliaFive]);
    // A number too long to be an amount is still a search, never a database error.
    expect(await searchIds('99999999999999999999')).toEqual([]);
  });

  it('searches only the pending queue, and the queue without a search is unchanged', async () => {
    const juma = await signedIn(testApp, { firstName: 'Juma', lastName: 'Kombo' });
    const pending = (await createdBy(juma, payment({ amount: 7000 }))).id as number;
    const decided = (await createdBy(juma, payment({ amount: 7000, sender_name: 'Juma K' })))
      .id as number;
    await expectStatus(
      await staff.call('POST', `${STAFF_BILLING}/transactions/${decided}/reject_transaction/`, {}),
      200,
    );
    expect(await pendingIds('7,000')).toEqual([pending]);
    expect(await pendingIds('Kombo Juma')).toEqual([pending]);
    expect(await searchIds('Kombo Juma')).toEqual([pending, decided].sort((a, b) => a - b));
    const all = await expectStatus(
      await staff.call('GET', `${STAFF_BILLING}/transactions/pending_transactions/`),
      200,
    );
    expect(all.results.map((entry: { id: number }) => entry.id)).toContain(pending);
    expect(all.message).toMatch(/\d/);
  });
});
