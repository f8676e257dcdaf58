import { addDays } from '@ptlog/shared';
import type { APIRequestContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { otpIn, waitForMail } from './mailbox';

let sequence = 0;

/** A unique student for one test: e-mail, Tanzanian phone and password. */
export function newStudent(tag: string) {
  sequence += 1;
  const unique = `${Date.now() % 100_000_000}`.padStart(8, '0');
  return {
    firstName: 'Zawadi',
    lastName: 'Mrema',
    email: `${tag}.${unique}.${sequence}@students.example.tz`,
    phone: `07${String((Number(unique) + sequence) % 100_000_000).padStart(8, '0')}`,
    password: 'Ngorongoro-2026',
  };
}

/** Registers a student (ELECTRICAL, PT2, TANESCO Ubungo) through the API; answers the response. */
export function registerThroughApi(
  request: APIRequestContext,
  student: ReturnType<typeof newStudent>,
) {
  return request.post('/api/auth/register/', {
    data: {
      first_name: student.firstName,
      last_name: student.lastName,
      phone_number: student.phone,
      email: student.email,
      password: student.password,
      password_confirm: student.password,
      program: 'ELECTRICAL',
      pt_phase: 'PT2',
      year_of_study: 3,
      company_name: 'TANESCO Ubungo',
      company_region: 'Dar es Salaam',
    },
  });
}

/** Registers and verifies a student through the API (for tests about other screens). */
export async function createVerifiedStudent(request: APIRequestContext, tag: string) {
  const student = newStudent(tag);
  const response = await registerThroughApi(request, student);
  if (response.status() !== 201) throw new Error(`register failed: ${await response.text()}`);
  const code = otpIn(await waitForMail(student.email));
  const verified = await request.post('/api/auth/verify-email-otp/', {
    data: { email: student.email, code, purpose: 'register' },
  });
  if (!verified.ok()) throw new Error(`verify failed: ${await verified.text()}`);
  return student;
}

export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs the suite's staff account in through the form: staff land on the Admin Dashboard, and
 * its header carries no student prompt (no token balance).
 */
export async function signInAsStaff(page: Page) {
  const staff = inject('staff');
  await signInThroughForm(page, staff.email, staff.password);
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  const banner = page.getByRole('banner');
  const studentPrompts = await banner.getByLabel(/token balance/i).count();
  if (studentPrompts > 0) throw new Error('the staff header shows the token balance');
}

/** Signs in through the API: the bearer header and user id, for calls a test makes itself. */
export async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login/', { data: { username, password } });
  if (!login.ok()) throw new Error(`login failed: ${await login.text()}`);
  const { access, user } = await login.json();
  return { headers: { authorization: `Bearer ${access}` }, userId: user.id as number };
}

/** The suite's staff account (made before the server started), signed in through the API. */
export function staffSignIn(request: APIRequestContext) {
  const staff = inject('staff');
  return apiSignIn(request, staff.email, staff.password);
}

/** Staff approve a student's newest PENDING transaction through the API, as the billing desk does. */
export async function approveNewestPayment(
  request: APIRequestContext,
  student: { email: string; password: string },
) {
  const asStudent = await apiSignIn(request, student.email, student.password);
  const list = await request.get('/api/billing/user-transactions/', { headers: asStudent.headers });
  const pending = (await list.json()).data.find(
    (transaction: { transaction_status: string }) => transaction.transaction_status === 'PENDING',
  );
  if (!pending) throw new Error('no pending transaction to approve');
  const staff = await staffSignIn(request);
  const approved = await request.post(
    `/api/billing/staff/transactions/${pending.id}/approve_transaction/`,
    { headers: staff.headers, data: {} },
  );
  if (approved.status() !== 200) throw new Error(`approve failed: ${await approved.text()}`);
  return pending as { id: number; amount: string; tokens_generated: number };
}

/**
 * Week 1 through the API: the given days described (8 hours each, from Monday) and its weekly
 * report. Answers the student's bearer header for further calls.
 */
export async function logWeekOneThroughApi(
  request: APIRequestContext,
  student: { email: string; password: string },
  days: string[],
) {
  const { headers } = await apiSignIn(request, student.email, student.password);
  const start = inject('placementStart');
  for (const [index, description] of days.entries()) {
    const daily = await request.post('/api/reports/daily/', {
      headers,
      data: { date: addDays(start, index), hours_spent: 8, description },
    });
    if (daily.status() !== 201) throw new Error(`daily report failed: ${await daily.text()}`);
  }
  const weekly = await request.post('/api/reports/weekly/', { headers, data: { week_number: 1 } });
  if (weekly.status() !== 201) throw new Error(`weekly report failed: ${await weekly.text()}`);
  return headers;
}

type TStudentAccount = Awaited<ReturnType<typeof createVerifiedStudent>>;

/** The student names their supervisor (Eng. Halima Said) on the profile; answers the address. */
export async function nameSupervisor(
  request: APIRequestContext,
  student: TStudentAccount,
  headers: Record<string, string>,
): Promise<string> {
  const supervisor = student.email.replace('@students.', '.supervisor@');
  const profile = await request.put('/api/auth/profile/', {
    headers,
    data: {
      first_name: student.firstName,
      last_name: student.lastName,
      supervisor_name: 'Eng. Halima Said',
      supervisor_email: supervisor,
      supervisor_position: 'Maintenance Engineer',
    },
  });
  if (profile.status() !== 200) throw new Error(`profile failed: ${await profile.text()}`);
  return supervisor;
}

/** The student reports a DIRECT payment from another phone; it waits for staff as PENDING. */
export async function reportPayment(
  request: APIRequestContext,
  headers: Record<string, string>,
  amount: number,
): Promise<void> {
  const response = await request.post('/api/billing/transactions/', {
    headers,
    data: {
      payment_method: 'DIRECT',
      payer_type: 'different',
      user_phone_number: '0755 222 333',
      sender_name: 'Baraka Mrema',
      amount,
    },
  });
  if (response.status() !== 201) throw new Error(`payment failed: ${await response.text()}`);
}

/** Staff run a bulk action (BAN, UNBAN, ACTIVATE, DELETE) on users through the API. */
export async function staffActOnUsers(
  request: APIRequestContext,
  userIds: number[],
  action: 'BAN' | 'UNBAN' | 'ACTIVATE' | 'DELETE',
): Promise<void> {
  const { headers } = await staffSignIn(request);
  const response = await request.post('/api/admin-dashboard/api/users/actions/', {
    headers,
    data: { user_ids: userIds, action },
  });
  if (response.status() !== 200) throw new Error(`${action} failed: ${await response.text()}`);
}

/** A user sends Help Center feedback, as the Help Center's form does; staff see it in their inbox. */
export async function sendFeedback(
  request: APIRequestContext,
  headers: Record<string, string>,
  feedback: { type: 'bug' | 'feature' | 'improvement' | 'other'; subject: string; message: string },
): Promise<void> {
  const response = await request.post('/api/auth/feedback/', { headers, data: feedback });
  if (response.status() !== 201) throw new Error(`feedback failed: ${await response.text()}`);
}
