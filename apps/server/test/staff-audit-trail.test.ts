import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminTokenUsage, auditLogs, systemMetrics } from '../src/db/schema';
import {
  removeRecord,
  replaceRecord,
  SYSTEM_METRICS,
  TOKEN_USAGE_RECORDS,
} from '../src/features/admin/admin-records.service';
import { bearer } from './helpers/accounts';
import {
  ADMIN_API,
  buildAdminApp,
  NOW,
  signedInStaff,
  signedInUser,
  student,
} from './helpers/admin';
import { multipartForm } from './helpers/broadcast';
import { builtOnce, perSuite } from './helpers/per-suite';

// Security audit (staff half): every admin action leaves an audit row that says what changed
// (DESIGN §5), and a record's write and its audit row commit together.
const dataDir = path.join(os.tmpdir(), `ptlog-audit-trail-test-${process.pid}`);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const testApp = perSuite(() => buildAdminApp({ DATA_DIR: dataDir }));
const staff = builtOnce(() => signedInStaff(testApp));

function auditRowsOf(action: string) {
  return testApp.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.actorId, staff.id)))
    .orderBy(auditLogs.id);
}

describe('audit rows of staff actions', () => {
  it('keeps the payment numbers before and after a change, not only their count', async () => {
    const first = { payment_numbers: ['M-Pesa 0754 111 222'], support_whatsapp: '+255754111222' };
    expect((await staff.send('PUT', '/api/admin/settings/', first)).statusCode).toBe(200);
    const second = { payment_numbers: ['M-Pesa 0799 999 999'], support_whatsapp: '' };
    expect((await staff.send('PUT', '/api/admin/settings/', second)).statusCode).toBe(200);
    const rows = await auditRowsOf('admin.site_settings.set');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.details).toEqual({
      payment_numbers: { from: ['M-Pesa 0754 111 222'], to: ['M-Pesa 0799 999 999'] },
      support_whatsapp: { from: '+255754111222', to: '' },
    });
  });

  it('records who exported the users and with which filters, never the data', async () => {
    const exported = await student(testApp.db, { firstName: 'Exportable', lastName: 'Mushi' });
    const response = await staff.get('/api/admin/users/export/?format=csv&search=Exportable');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(exported.email);
    const [row, ...more] = await auditRowsOf('admin.users.export');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      targetType: 'user',
      details: { format: 'csv', filters: { search: 'Exportable' } },
    });
    expect(JSON.stringify(row!.details)).not.toContain(exported.email);
    // Nothing exported (404): nothing to audit.
    await staff.get('/api/admin/users/export/?format=csv&search=nobody-like-this');
    expect(await auditRowsOf('admin.users.export')).toHaveLength(1);
  });

  it('audits a resource upload and its delete', async () => {
    const form = multipartForm(
      { title: 'Log book template', department: '', report_type: 'template', description: '' },
      { name: 'template.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    );
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload/',
      headers: { ...form.headers, ...bearer(staff.access) },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json();
    expect(await auditRowsOf('admin.resource.upload')).toMatchObject([
      { targetType: 'resource', targetId: String(id), details: { title: 'Log book template' } },
    ]);
    const removed = await staff.send('DELETE', `/api/reports/resources/${id}/`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await auditRowsOf('admin.resource.delete')).toMatchObject([
      { targetType: 'resource', targetId: String(id), details: { title: 'Log book template' } },
    ]);
  });

  it('audits marking feedback handled and not handled', async () => {
    const author = await signedInUser(testApp);
    const sent = await author.send('POST', '/api/auth/feedback/', {
      type: 'bug',
      subject: 'Export button',
      message: 'The PDF export hangs on week 3.',
    });
    const { id } = sent.json();
    const url = `${ADMIN_API}/feedback/${id}/`;
    expect((await staff.send('PATCH', url, { handled: true })).statusCode).toBe(200);
    expect((await staff.send('PATCH', url, { handled: false })).statusCode).toBe(200);
    expect(await auditRowsOf('admin.feedback.handled')).toMatchObject([
      { targetType: 'feedback', targetId: String(id) },
    ]);
    expect(await auditRowsOf('admin.feedback.unhandled')).toHaveLength(1);
  });
});

describe('staff-kept records and their audit rows', () => {
  // An actor whose account is gone by the time the audit row is written: the audit insert fails
  // (foreign key), and the change it describes must not stay behind unaudited.
  const GONE = { actorId: 2_000_000_000, ip: '127.0.0.1', now: NOW };

  it('keeps a record unchanged when its audit row cannot be written', async () => {
    const target = await student(testApp.db);
    const created = await staff.send('POST', `${ADMIN_API}/token-usage/`, {
      user_id: target.id,
      tokens_used: 300,
      usage_type: 'PARTIAL',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const input = { user_id: target.id, tokens_used: 5, usage_type: 'EMPTY', description: '' };
    await expect(
      replaceRecord(testApp.db, TOKEN_USAGE_RECORDS, id, input as never, GONE),
    ).rejects.toThrow();
    await expect(removeRecord(testApp.db, TOKEN_USAGE_RECORDS, id, GONE)).rejects.toThrow();
    const [kept] = await testApp.db
      .select()
      .from(adminTokenUsage)
      .where(eq(adminTokenUsage.id, id));
    expect(kept).toMatchObject({ tokensUsed: 300, usageType: 'PARTIAL' });
  });

  it('keeps a system metric when its delete cannot be audited', async () => {
    const created = await staff.send('POST', `${ADMIN_API}/system-metrics/`, {
      metric_name: 'cpu',
      metric_value: 12,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await expect(removeRecord(testApp.db, SYSTEM_METRICS, id, GONE)).rejects.toThrow();
    expect(
      await testApp.db.select().from(systemMetrics).where(eq(systemMetrics.id, id)),
    ).toHaveLength(1);
  });
});
