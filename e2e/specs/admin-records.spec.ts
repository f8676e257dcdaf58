// Staff records (spec 2 §6–§7 "Admin"): token usage notes and system metrics, listed, added,
// edited and deleted on /admin/records, at a desktop's and a 360 px phone's width. A note never
// changes the student's balance (the ledger's), and nothing on the screen runs out of its place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, createVerifiedStudent, signInAsStaff, staffSignIn } from '../support/accounts';
import { axeViolations, describeViolations } from '../support/axe';
import { DESKTOP, NARROW_PHONE, screenshot as save, useBrowser } from '../support/browser';
import { textOverflows } from '../support/overflow';

type TStudent = Awaited<ReturnType<typeof createVerifiedStudent>>;

const DESCRIPTION = "R&D check of week 3: the motor's belt <replaced>, report enhanced twice";

/** Add Record for the student, found by e-mail: `tokens` tokens, Partial. */
async function addTokenUsage(page: Page, student: TStudent, tokens: string, shot?: string) {
  await page.getByRole('button', { name: 'Add record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add token usage record' });
  await dialog.getByRole('combobox', { name: /^Student/ }).fill(student.email);
  await page.getByRole('option', { name: new RegExp(student.email.replace(/\./g, '\\.')) }).click();
  await dialog.getByRole('textbox', { name: /Tokens used/ }).fill(tokens);
  await dialog.getByRole('combobox', { name: /Usage type/ }).click();
  await page.getByRole('option', { name: 'Partial' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Add record' }).click();
  await page.getByText('Token usage record added.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Add Metric with the time it opens with (now). */
async function addMetric(page: Page, name: string, shot?: string) {
  await page.getByRole('button', { name: 'Add metric' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add system metric' });
  await dialog.getByRole('textbox', { name: /Metric name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /Value/ }).fill('42.5');
  await dialog.getByRole('textbox', { name: 'Unit' }).fill('GB');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('After the nightly backup');
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Add metric' }).click();
  await page.getByText('System metric added.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A screenshot once nothing moves (a dialog fading in) and the toasts have gone: they sit over
 * the list in a full-page picture, which is not where a reader sees them.
 */
async function screenshot(page: Page, name: string) {
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
  await settle(page);
  await save(page, name);
}

/** Nothing moving: a dialog fading in, or the navigation sliding out after a resize. */
async function settle(page: Page) {
  // Two frames first: a transition a resize starts is not running before the next one.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

async function expectTidy(page: Page, where: string) {
  await settle(page);
  expect(await textOverflows(page), where).toEqual([]);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

async function balanceOf(page: Page, student: TStudent) {
  const { headers } = await apiSignIn(page.request, student.email, student.password);
  const response = await page.request.get('/api/billing/balance/my_balance/', { headers });
  return (await response.json()).available_tokens as number;
}

describe('staff records', () => {
  const browser = useBrowser();

  it('staff add, edit and delete a token usage note and add a system metric on a desktop', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'records');
    const { userId } = await apiSignIn(page.request, student.email, student.password);
    const balance = await balanceOf(page, student);

    await signInAsStaff(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Records' })
      .click();
    await page.waitForURL('**/admin/records');
    await page.getByRole('heading', { name: 'Records', level: 1 }).waitFor();
    await page.getByText(/does not change anyone's tokens/).waitFor();

    // Only this student's records: the filter lives in the address.
    await page.getByRole('searchbox', { name: 'User id' }).fill(String(userId));
    await page.waitForURL(`**/admin/records?user_id=${userId}`);
    await page.getByText(`No token usage records for user id ${userId}.`).waitFor();

    await addTokenUsage(page, student, '300', 'admin-records-add-desktop');
    const table = page.getByRole('table', { name: 'Token usage records' });
    const row = table.getByRole('row').filter({ hasText: 'Zawadi Mrema' });
    await row.getByText('300 tokens').waitFor();
    await row.getByText(DESCRIPTION).waitFor();
    await row.getByText('Partial').waitFor();
    await expectTidy(page, 'token usage list, desktop');
    await screenshot(page, 'admin-records-tokens-desktop');

    // Edit (PUT): the new figure replaces the old.
    await row
      .getByRole('button', { name: 'Edit the record of 300 tokens for Zawadi Mrema' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit token usage record' });
    await edit.getByRole('textbox', { name: /Tokens used/ }).fill('450');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Token usage record updated.').waitFor();
    await row.getByText('450 tokens').waitFor();
    // A note: the student's balance is the ledger's, untouched.
    expect(await balanceOf(page, student)).toBe(balance);

    // A reload shows the same list.
    await page.reload();
    await row.getByText('450 tokens').waitFor();
    expect(await page.getByRole('searchbox', { name: 'User id' }).inputValue()).toBe(
      String(userId),
    );

    // Delete asks first; Cancel keeps the record.
    const remove = row.getByRole('button', {
      name: 'Delete the record of 450 tokens for Zawadi Mrema',
    });
    await remove.click();
    const question = page.getByRole('dialog', { name: 'Delete token usage record' });
    await question.getByText(/This cannot be undone/).waitFor();
    await screenshot(page, 'admin-records-delete-desktop');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await row.getByText('450 tokens').waitFor();
    await remove.click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Token usage record deleted.').waitFor();
    await page.getByText(`No token usage records for user id ${userId}.`).waitFor();
    expect(await balanceOf(page, student)).toBe(balance);

    // System metrics: the tab is in the address; a new metric is measured now.
    await page.getByRole('tab', { name: 'System metrics' }).click();
    await page.waitForURL('**/admin/records?tab=metrics');
    const name = `disk_used_${Date.now()}`;
    await addMetric(page, name, 'admin-records-metric-dialog-desktop');
    const metrics = page.getByRole('table', { name: 'System metrics' });
    const metric = metrics.getByRole('row').filter({ hasText: name });
    await metric.getByText('42.5 GB').waitFor();
    await metric.getByText('After the nightly backup').waitFor();
    // Its name narrows the list to it.
    await metric.getByRole('button', { name: `Show only ${name}` }).click();
    await page.waitForURL(`**/admin/records?tab=metrics&metric_name=${name}`);
    await page.getByText('1 record', { exact: true }).waitFor();
    await expectTidy(page, 'system metrics, desktop');
    await screenshot(page, 'admin-records-metrics-desktop');
  });

  it('keeps every record, dialog and question inside a 360 px phone', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'recordsphone');
    const { userId } = await apiSignIn(page.request, student.email, student.password);
    await signInAsStaff(page);
    await page.goto(`/admin/records?user_id=${userId}`);
    await page.getByText(`No token usage records for user id ${userId}.`).waitFor();
    await screenshot(page, 'admin-records-empty-phone');

    await addTokenUsage(page, student, '1200', 'admin-records-add-phone');
    // Cards on a phone, the table is not shown.
    const cards = page.getByRole('list', { name: 'Token usage records' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Zawadi Mrema' });
    await card.getByText('1,200 tokens').waitFor();
    expect(await page.getByRole('table', { name: 'Token usage records' }).isVisible()).toBe(false);
    await expectTidy(page, 'token usage cards, phone');
    await screenshot(page, 'admin-records-tokens-phone');

    await card.getByRole('button', { name: /^Delete the record of 1,200 tokens/ }).click();
    const question = page.getByRole('dialog', { name: 'Delete token usage record' });
    await question.getByText(/This cannot be undone/).waitFor();
    await settle(page);
    expect(await textOverflows(page)).toEqual([]);
    await screenshot(page, 'admin-records-delete-phone');
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Token usage record deleted.').waitFor();

    await page.getByRole('tab', { name: 'System metrics' }).click();
    await addMetric(page, `queue_depth_${Date.now()}`, 'admin-records-metric-dialog-phone');
    await page.getByRole('list', { name: 'System metrics' }).getByText('42.5 GB').first().waitFor();
    await expectTidy(page, 'system metrics, phone');
    await screenshot(page, 'admin-records-metrics-phone');
  });

  it('reads in Kiswahili without overflowing, on a desktop and a 360 px phone', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'recordssw');
    const { userId } = await apiSignIn(page.request, student.email, student.password);
    const staff = await staffSignIn(page.request);
    const created = await page.request.post('/api/admin-dashboard/api/token-usage/', {
      headers: staff.headers,
      data: { user_id: userId, tokens_used: 300, usage_type: 'EMPTY', description: DESCRIPTION },
    });
    expect(created.status()).toBe(201);

    await signInAsStaff(page);
    await page.goto(`/admin/records?user_id=${userId}`);
    await page.getByRole('banner').getByText('SW', { exact: true }).click();
    try {
      await page.getByRole('heading', { name: 'Kumbukumbu', level: 1 }).waitFor();
      const row = page
        .getByRole('table', { name: 'Kumbukumbu za matumizi ya tokeni' })
        .getByRole('row')
        .filter({ hasText: 'Zawadi Mrema' });
      await row.getByText('Tupu').waitFor();
      await expectTidy(page, 'token usage list, Kiswahili, desktop');
      await screenshot(page, 'admin-records-tokens-sw-desktop');

      await page.setViewportSize(NARROW_PHONE);
      const card = page
        .getByRole('list', { name: 'Kumbukumbu za matumizi ya tokeni' })
        .getByRole('listitem');
      await card.getByText('Tupu').waitFor();
      await expectTidy(page, 'token usage cards, Kiswahili, phone');
      // Both tabs in sight: the second is not left behind the row's sideways scroll.
      const metricsTab = await page.getByRole('tab', { name: 'Vipimo' }).boundingBox();
      expect((metricsTab?.x ?? 0) + (metricsTab?.width ?? 0)).toBeLessThanOrEqual(
        NARROW_PHONE.width,
      );
      await screenshot(page, 'admin-records-tokens-sw-phone');

      await page.getByRole('button', { name: 'Ongeza kumbukumbu' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Ongeza kumbukumbu ya matumizi ya tokeni',
      });
      await dialog.getByRole('button', { name: 'Ongeza kumbukumbu' }).click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await settle(page);
      expect(await textOverflows(page)).toEqual([]);
      await screenshot(page, 'admin-records-add-sw-phone');
    } finally {
      // The shared staff account keeps its language: back to English for the other specs.
      await page.setViewportSize(DESKTOP);
      const open = page.getByRole('dialog');
      if (await open.isVisible()) {
        await open.getByRole('button', { name: /^(Ghairi|Cancel)$/ }).click();
        await open.waitFor({ state: 'hidden' });
      }
      await page.getByRole('banner').getByText('EN', { exact: true }).click();
      await page.getByRole('heading', { name: 'Records', level: 1 }).waitFor();
    }
  });
});
