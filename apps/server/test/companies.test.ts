// Companies: the list, the public search that registration suggests from, staff's view of who
// works where, and one company per name however its accents were typed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@ptlog/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, profiles, users } from '../src/db/schema';
import { bearer, login, register } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildTestApp());

async function verifiedStudent() {
  const { payload, answer } = await register(testApp.app);
  await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, answer.user.id));
  return { payload, access: answer.access, userId: answer.user.id };
}

describe('companies', () => {
  it('lets a student list, search and create companies but not see who works there', async () => {
    const student = await verifiedStudent();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: bearer(student.access),
      payload: { name: 'Mwanza Fishing & Co', region: 'Mwanza' },
    });
    expect(created.statusCode).toBe(201);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: bearer(student.access),
      payload: { name: 'mwanza fishing & co' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);

    // Suggested once a student names it in their profile.
    const named = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/',
      headers: bearer(student.access),
      payload: { first_name: 'Neema', last_name: 'Kweka', company_name: 'Mwanza Fishing & Co' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const search = await testApp.app.inject({
      url: '/api/companies/search/?q=FISHING',
      headers: bearer(student.access),
    });
    expect(search.json().results).toEqual([
      { id: created.json().id, name: 'Mwanza Fishing & Co', region: 'Mwanza' },
    ]);
    const signedOut = await testApp.app.inject({ url: '/api/companies/search/?q=mwanza' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json().results[0]).toEqual({
      id: created.json().id,
      name: 'Mwanza Fishing & Co',
      region: 'Mwanza',
    });
    const wildcard = await testApp.app.inject({
      url: '/api/companies/search/?q=%25',
      headers: bearer(student.access),
    });
    expect(wildcard.json().results).toEqual([]);
    const list = await testApp.app.inject({
      url: '/api/companies/?page_size=1',
      headers: bearer(student.access),
    });
    expect(list.json().results).toHaveLength(1);
    expect(list.json().count).toBeGreaterThan(1);

    const students = await testApp.app.inject({
      url: `/api/companies/${created.json().id}/students/`,
      headers: bearer(student.access),
    });
    expect(students.statusCode).toBe(403);
    expect(students.json().detail).toBe(MESSAGES.access.staffOnly);
  });

  it('lets staff list the students of a company', async () => {
    const { answer } = await register(testApp.app, { company_name: 'Songas Ltd' });
    const staff = await createUser(testApp.db, { isStaff: true });
    const session = await login(testApp.app, staff.email, staff.password);
    const search = await testApp.app.inject({
      url: '/api/companies/search/?q=songas',
      headers: bearer(session.access),
    });
    const companyId = search.json().results[0].id;
    const students = await testApp.app.inject({
      url: `/api/companies/${companyId}/students/`,
      headers: bearer(session.access),
    });
    expect(students.statusCode).toBe(200);
    expect(students.json()).toEqual({
      count: 1,
      results: [expect.objectContaining({ id: answer.user.id, full_name: 'Neema Kweka' })],
    });
    const missing = await testApp.app.inject({
      url: '/api/companies/999999/students/',
      headers: bearer(session.access),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stops suggesting a company once the only account naming it is erased', async () => {
    const planted = 'Ubungo Works - call 0754999111 for cheap logbooks';
    const { answer } = await register(testApp.app, { company_name: planted });
    const suggested = async () =>
      (await testApp.app.inject({ url: '/api/companies/search/?q=cheap' })).json().results;
    expect(await suggested()).toEqual([expect.objectContaining({ name: planted })]);
    const staff = await createUser(testApp.db, { isStaff: true });
    const session = await login(testApp.app, staff.email, staff.password);
    const erased = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin-dashboard/api/users/actions/',
      headers: bearer(session.access),
      payload: { user_ids: [answer.user.id], action: 'DELETE' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await suggested()).toEqual([]);
  });

  it('makes one company of a name typed with a composed and a decomposed accent', async () => {
    const composed = await register(testApp.app, { company_name: 'Caf\u00e9 Bora Arusha' });
    const decomposed = await register(testApp.app, { company_name: 'CAFE\u0301 BORA  ARUSHA' });
    const companyOf = async (userId: number) =>
      (await testApp.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.companyId;
    const first = await companyOf(composed.answer.user.id);
    expect(first).toEqual(expect.any(Number));
    expect(await companyOf(decomposed.answer.user.id)).toBe(first);
  });

  it('merges companies that older keys told apart only by how an accent was typed', async () => {
    // Two rows as the code before migration 0020 keyed them, each with a student.
    const [older] = await testApp.db
      .insert(companies)
      .values({ name: 'Ng\u00e9 Tours', nameKey: 'ng\u00e9 tours' })
      .returning();
    const [younger] = await testApp.db
      .insert(companies)
      .values({ name: 'Nge\u0301 Tours', nameKey: 'nge\u0301 tours' })
      .returning();
    const first = (await register(testApp.app)).answer.user;
    const second = (await register(testApp.app)).answer.user;
    await testApp.db
      .update(profiles)
      .set({ companyId: older!.id })
      .where(eq(profiles.userId, first.id));
    await testApp.db
      .update(profiles)
      .set({ companyId: younger!.id })
      .where(eq(profiles.userId, second.id));

    const file = path.resolve(
      import.meta.dirname,
      '../src/db/migrations/0020_company_name_key_nfc.sql',
    );
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await testApp.db.execute(sql.raw(statement));
    }

    const rows = await testApp.db
      .select()
      .from(companies)
      .where(inArray(companies.id, [older!.id, younger!.id]));
    expect(rows).toEqual([expect.objectContaining({ id: older!.id, nameKey: 'ng\u00e9 tours' })]);
    const companyIds = await testApp.db
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .where(inArray(profiles.userId, [first.id, second.id]));
    expect(companyIds).toEqual([{ companyId: older!.id }, { companyId: older!.id }]);
  });
});
