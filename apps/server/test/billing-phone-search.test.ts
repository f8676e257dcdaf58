// The staff's transaction search finds a phone number however it was typed and stored.
import { describe, expect, it } from 'vitest';
import {
  buildBillingApp,
  createdBy,
  payment,
  signedIn,
  signedInStaff,
  staffSearchIds,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

const searchIds = (search: string) => staffSearchIds(staff, 'transactions/', search);

describe('GET /billing/staff/transactions/?search= with a phone number', () => {
  it('matches every spelling of the same number, and only that number', async () => {
    const student = await signedIn(testApp, { firstName: 'Rehema', lastName: 'Simu' });
    // Each a payment of its own (another amount): one still pending with the same details would
    // be answered instead of a new record.
    let amount = 1000;
    const stored = async (phone: string) => {
      amount += 1000;
      return (await createdBy(student, payment({ user_phone_number: phone, amount }))).id as number;
    };
    const sameNumber = [
      await stored('0712345678'),
      await stored('+255712345678'),
      await stored('255712345678'),
      await stored('0712 345 678'),
      await stored('+255 712-345-678'),
    ].sort();
    const otherNumber = await stored('0713999888');

    for (const typed of [
      '0712345678',
      '+255712345678',
      '255712345678',
      '0712 345 678',
      '+255 712 345 678',
    ]) {
      expect(await searchIds(typed), typed).toEqual(sameNumber);
    }
    // The start of a number, typed either way, finds the same payments.
    expect(await searchIds('0712 34')).toEqual(sameNumber);
    expect(await searchIds('+25571234')).toEqual(sameNumber);
    // Digits from the middle still match as before.
    expect(await searchIds('345678')).toEqual(sameNumber);
    expect(await searchIds('+255713999888')).toEqual([otherNumber]);
    // A name still finds by name.
    expect((await searchIds('rehema')).length).toBe(sameNumber.length + 1);
  });
});
