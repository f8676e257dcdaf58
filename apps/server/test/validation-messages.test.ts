// A refused field is explained in words the web can show and translate (DESIGN §2), never in
// zod's own English ("Invalid option: expected one of …", "expected number, received NaN").
import { MESSAGES } from '@ptlog/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, buildAdminApp, signedInStaff } from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAdminApp);
const staff = builtOnce(() => signedInStaff(testApp));

async function fieldErrors(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({
    code: 'validation_error',
    detail: MESSAGES.generic.validationFailed,
  });
  return body.errors;
}

describe('validation messages without a message of their own', () => {
  it('name the choices of a list filter', async () => {
    expect(await fieldErrors(await staff.get(`${ADMIN_API}/users/?status=inactive`))).toEqual({
      status: [MESSAGES.input.choiceOf('active, banned, unverified')],
    });
    expect(await fieldErrors(await staff.get(`${ADMIN_API}/tokens/analytics/?days=14`))).toEqual({
      days: [MESSAGES.input.choiceOf('7, 30, 90, 365')],
    });
    expect(
      await fieldErrors(await staff.get('/api/billing/staff/transactions/?status=pending')),
    ).toEqual({ status: [MESSAGES.input.choiceOf('PENDING, APPROVED, REJECTED')] });
    expect(MESSAGES.input.choiceOf('active, banned, unverified')).toBe(
      'Choose one of: active, banned, unverified.',
    );
  });

  it('say what page numbers are accepted', async () => {
    expect(await fieldErrors(await staff.get(`${ADMIN_API}/users/?page=0`))).toEqual({
      page: ['Enter a whole number of at least 1.'],
    });
    expect(await fieldErrors(await staff.get(`${ADMIN_API}/users/?page=abc`))).toEqual({
      page: [MESSAGES.input.wholeNumber],
    });
    expect(await fieldErrors(await staff.get(`${ADMIN_API}/users/?page_size=101`))).toEqual({
      page_size: [MESSAGES.input.wholeAtMost(100)],
    });
  });

  it('ask for what is missing and name a wrong action', async () => {
    expect(await fieldErrors(await staff.send('POST', `${ADMIN_API}/token-usage/`, {}))).toEqual({
      user_id: [MESSAGES.input.required],
      tokens_used: [MESSAGES.input.required],
      usage_type: [MESSAGES.input.required],
    });
    const metric = { metric_name: ' ', metric_value: 'high' };
    expect(
      await fieldErrors(await staff.send('POST', `${ADMIN_API}/system-metrics/`, metric)),
    ).toEqual({ metric_name: [MESSAGES.input.required], metric_value: [MESSAGES.input.number] });
    const action = { user_ids: [1], action: 'SUSPEND' };
    expect(
      await fieldErrors(await staff.send('POST', `${ADMIN_API}/users/actions/`, action)),
    ).toEqual({ action: [MESSAGES.input.choiceOf('BAN, UNBAN, ACTIVATE, DELETE')] });
  });

  it('keep the messages a schema gives', async () => {
    expect(
      await fieldErrors(await staff.send('POST', `${ADMIN_API}/users/actions/`, { action: 'BAN' })),
    ).toEqual({ user_ids: [MESSAGES.admin.selectUsersFirst] });
    expect(await fieldErrors(await staff.get(`${ADMIN_API}/users/?no_entry_days=abc`))).toEqual({
      no_entry_days: [MESSAGES.admin.noEntryDaysInvalid],
    });
  });
});
