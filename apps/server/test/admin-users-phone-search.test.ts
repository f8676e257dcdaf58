// Staff checking a payment search User Management by the phone on the mobile-money message.
import { describe, expect, it } from 'vitest';
import { ADMIN_API, buildAdminApp, signedInStaff, student } from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildAdminApp());
const staff = builtOnce(() => signedInStaff(testApp));

async function searchIds(search: string): Promise<number[]> {
  const response = await staff.get(
    `${ADMIN_API}/users/?search=${encodeURIComponent(search)}&page_size=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.pagination.total_count).toBe(body.users.length);
  return body.users.map((user: { id: number }) => user.id).sort((a: number, b: number) => a - b);
}

describe('GET users ?search= with a phone number', () => {
  it('finds the student by their profile phone, typed 07…, 255… or +255…', async () => {
    // Registration stores the canonical +255 spelling.
    const rehema = await student(
      testApp.db,
      { firstName: 'Rehema', lastName: 'Simu' },
      { phoneNumber: '+255710001234', studentId: '2023-04-55555' },
    );
    const other = await student(testApp.db, {}, { phoneNumber: '+255713999888' });

    for (const typed of [
      '0710001234',
      '+255710001234',
      '255710001234',
      '0710 001 234',
      '+255 710-001-234',
      '0710 00',
    ]) {
      expect(await searchIds(typed), typed).toEqual([rehema.id]);
    }
    expect(await searchIds('0713999888')).toEqual([other.id]);
    // Name and student id still find as before; a number nobody has finds no one.
    expect(await searchIds('Rehema Simu')).toEqual([rehema.id]);
    expect(await searchIds('04-55555')).toEqual([rehema.id]);
    expect(await searchIds('0799999999')).toEqual([]);
  });
});
