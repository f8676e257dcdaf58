// What the staff keyboard walks share (keyboard-staff.spec.ts, keyboard-payments.spec.ts): a staff
// member signed in beside a new student, and the student's payments as the API reports them to
// the student and to staff.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { apiSignIn, createVerifiedStudent, reportPayment, signInAsStaff } from './accounts';
import { DESKTOP, type useBrowser } from './browser';

type TStudent = Awaited<ReturnType<typeof createVerifiedStudent>>;

/** Staff signed in on a desktop, and a new student (with a payment waiting, if asked). */
export async function staffWithStudent(
  browser: ReturnType<typeof useBrowser>,
  tag: string,
  { payment = false } = {},
) {
  const page = await browser.newPage(DESKTOP);
  const student = await createVerifiedStudent(page.request, tag);
  if (payment) {
    const { headers } = await apiSignIn(page.request, student.email, student.password);
    await reportPayment(page.request, headers, 6500);
  }
  await signInAsStaff(page);
  return { page, student };
}

/** The student's payments, as their own list answers them. */
export async function studentTransactions(page: Page, student: TStudent): Promise<unknown[]> {
  const { headers } = await apiSignIn(page.request, student.email, student.password);
  const answer = await page.request.get('/api/billing/user-transactions/', { headers });
  return ((await answer.json()) as { data: unknown[] }).data;
}

/** The student's payments as staff see them: in full, a staff-recorded one included. */
export async function staffViewOfPayments(page: Page, student: TStudent): Promise<unknown[]> {
  const staff = inject('staff');
  const { headers } = await apiSignIn(page.request, staff.email, staff.password);
  const answer = await page.request.get(
    `/api/billing/staff/transactions/?search=${encodeURIComponent(student.email)}`,
    { headers },
  );
  return ((await answer.json()) as { results: unknown[] }).results;
}
