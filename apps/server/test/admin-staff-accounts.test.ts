// No staff member changes a staff account through the API, in either direction: a staff account
// cannot be banned there, so one an operator disabled (npm run disable-staff) must not be turned
// back on there either (UNBAN, ACTIVATE), by a colleague or anyone. The commands themselves are
// tested in staff-status-cli.test.ts.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserActions, auditLogs, users } from '../src/db/schema';
import {
  ADMIN_API,
  buildAdminApp,
  signedInStaff,
  signedInUser,
  student,
  type TSignedIn,
} from './helpers/admin';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildAdminApp());

function bulk(client: TSignedIn, user_ids: number[], action: string) {
  return client.send('POST', `${ADMIN_API}/users/actions/`, { user_ids, action });
}

async function userRow(id: number) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('bulk actions on a staff account', () => {
  it('refuses UNBAN and ACTIVATE of a disabled staff account (409), which stays disabled', async () => {
    const staff = await signedInStaff(testApp);
    const colleague = await signedInUser(testApp, { isStaff: true, firstName: 'Disabled' });
    const bystander = await student(testApp.db, { isActive: false });
    // What an operator's disable-staff leaves (or an UPDATE in the database).
    await testApp.db.update(users).set({ isActive: false }).where(eq(users.id, colleague.id));

    const attempts = [
      ...['UNBAN', 'ACTIVATE', 'BAN', 'DELETE'].map((action) =>
        bulk(staff, [colleague.id], action),
      ),
      // The one-user log route applies RESTORE (an unban) and SUSPEND (a ban) the same way.
      ...['RESTORE', 'SUSPEND'].map((action) =>
        staff.send('POST', `${ADMIN_API}/user-actions/`, { target_user_id: colleague.id, action }),
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        detail: MESSAGES.admin.cannotActOnStaff,
        code: 'conflict',
      });
    }
    // With a student in the same batch: nothing happens to either.
    const mixed = await bulk(staff, [bystander.id, colleague.id], 'UNBAN');
    expect(mixed.statusCode).toBe(409);
    expect(await userRow(colleague.id)).toMatchObject({ isActive: false, isStaff: true });
    expect(await userRow(bystander.id)).toMatchObject({ isActive: false });
    const logged = await testApp.db
      .select()
      .from(adminUserActions)
      .where(eq(adminUserActions.targetUserId, colleague.id));
    expect(logged).toEqual([]);
    const audited = (await testApp.db.select().from(auditLogs)).filter(
      (row) => row.targetType === 'user' && row.targetId === String(colleague.id),
    );
    expect(audited).toEqual([]);
    // The disabled account still cannot sign in.
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: colleague.email, password: colleague.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it("refuses a staff member's own account too, and still unbans a student", async () => {
    const staff = await signedInStaff(testApp);
    const self = await bulk(staff, [staff.id], 'UNBAN');
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(MESSAGES.admin.cannotActOnStaff);
    const banned = await student(testApp.db, { isActive: false });
    const unban = await bulk(staff, [banned.id], 'UNBAN');
    expect(unban.statusCode, unban.body).toBe(200);
    expect(await userRow(banned.id)).toMatchObject({ isActive: true });
  });
});
