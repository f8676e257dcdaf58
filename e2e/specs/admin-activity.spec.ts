// Recent Activity on a phone: each list fits its panel. Its scroll area laid the rows out as a
// table as wide as their longest text, so on a 360 px phone the badges ("300 tokens", "8 h") and
// the dates ran past the panel's right edge, cut off.
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, logWeekOneThroughApi, signInAsStaff } from '../support/accounts';
import { screenshot, useBrowser } from '../support/browser';

const NARROW_PHONE = { width: 360, height: 740 };

describe('staff recent activity', () => {
  const browser = useBrowser();

  it('keeps every row of every panel inside the panel on a 360 px phone', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'activity');
    const headers = await logWeekOneThroughApi(page.request, student, [
      'Replaced the mechanical seal of the cooling water pump and checked the alignment.',
    ]);
    // A name longer than a phone's row: it is cut with an ellipsis, not pushed out of the panel.
    const profile = await page.request.put('/api/auth/profile/', {
      headers,
      data: { first_name: 'Mwanaisha Bahati', last_name: 'Mwakalinga-Kilimanjaro' },
    });
    expect(profile.status()).toBe(200);

    await signInAsStaff(page);
    await page.goto('/admin/activity');
    const reports = page.getByRole('group', { name: 'Recent reports' });
    await reports
      .getByText(/Mwanaisha Bahati/)
      .first()
      .waitFor();

    const outside = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[role="group"][aria-labelledby]')).flatMap(
        (panel) => {
          const edge = panel.getBoundingClientRect().right;
          return Array.from(panel.querySelectorAll<HTMLElement>('li, li *'))
            .filter((element) => element.getBoundingClientRect().right > edge + 1)
            .map(
              (element) =>
                `${panel.getAttribute('aria-labelledby')}: <${element.tagName.toLowerCase()}> "${element.textContent?.slice(0, 40)}" ends ${Math.round(element.getBoundingClientRect().right - edge)} px past the panel`,
            );
        },
      ),
    );
    expect(outside).toEqual([]);
    await screenshot(page, 'admin-activity-phone');

    // The network drops: Refresh says the figures on screen are older, and Retry reads them.
    await page.route('**/api/admin-dashboard/api/recent-activity/', (route) => route.abort());
    await page.getByRole('button', { name: 'Refresh' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Could not refresh.' });
    await notice.waitFor();
    await screenshot(page, 'admin-activity-refresh-failed-phone');
    await page.unroute('**/api/admin-dashboard/api/recent-activity/');
    await notice.getByRole('button', { name: 'Retry' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
