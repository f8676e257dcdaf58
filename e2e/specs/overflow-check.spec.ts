// The text-overflow check the accessibility spec runs on every screen (support/overflow.ts), on a
// page made for it: it finds what a reader would see run out of its place, and only that.
import { expect, it } from 'vitest';
import {
  apiSignIn,
  createVerifiedStudent,
  reportPayment,
  signInAsStaff,
  signInThroughForm,
} from '../support/accounts';
import { NARROW_PHONE, PHONE, useBrowser } from '../support/browser';
import { textOverflows } from '../support/overflow';

const browser = useBrowser();

const LONG = 'tanesco.co.tz/docs/ubungo_substation_breaker_3VA1_100A_MCCB_maintenance.pdf';

it('finds text wider than its box and a page that scrolls sideways', async () => {
  const page = await browser.newPage(PHONE);
  await page.setContent(`
    <div style="display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); width: 300px">
      <div>${LONG}</div><div>next column</div>
    </div>
    <button style="width: 80px; white-space: nowrap; overflow: hidden">Mrudishie mwanafunzi</button>
    <div style="width: 600px">wider than the phone</div>`);
  const found = await textOverflows(page);
  expect(found).toHaveLength(3);
  expect(found[0]).toMatch(/^the page scrolls sideways: 6\d\d px wide in 390/);
  expect(found[1]).toContain(`<div> "${LONG.slice(0, 60)}" runs`);
  expect(found[2]).toContain('<button> "Mrudishie mwanafunzi" runs');
});

it('finds a one-line label its box clips by a few pixels (a cut letter: "Edi")', async () => {
  const page = await browser.newPage(PHONE);
  await page.setContent(`
    <span id="label" style="display: inline-block; white-space: nowrap; overflow: hidden">Send to the sheet's addresses</span>
    <p id="wrapped" style="display: inline-block">Installed cable trays and tested the motor</p>`);
  // 3 px narrower than its text: past what a wrapped line's hanging space may take (6 px).
  await page.evaluate(() => {
    const label = document.getElementById('label')!;
    label.style.width = `${label.scrollWidth - 3}px`;
  });
  expect(await textOverflows(page)).toEqual([
    expect.stringMatching(/^<span> "Send to the sheet's addresses" runs 3 px out of its/),
  ]);
});

it('finds choices cut off past the right edge of the screen and a badge whose word is cut', async () => {
  const page = await browser.newPage(PHONE);
  // Four choices of 110 px in a card that hides what does not fit: the fourth ends at 448 px.
  await page.setContent(`
    <div style="width: 340px; overflow: hidden">
      <div style="display: flex; width: 440px">
        ${['Hitilafu', 'Kipengele kipya', 'Uboreshaji', 'Mengineyo']
          .map((label) => `<span style="flex: 0 0 110px">${label}</span>`)
          .join('')}
      </div>
    </div>
    <span class="mantine-Badge-root" style="display: inline-flex; width: 60px">
      <span style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis">IMEKAMILIKA</span>
    </span>`);
  expect(await textOverflows(page)).toEqual([
    `<span> "Mengineyo" ends 58 px past the screen's right edge`,
    '<span> "IMEKAMILIKA" is cut short in its badge',
  ]);
});

it('lets pass text cut short on purpose, text for screen readers, fields, wrapped text, a table that scrolls and a whole badge', async () => {
  const page = await browser.newPage(PHONE);
  await page.setContent(`
    <div style="width: 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">${LONG}</div>
    <div style="width: 100px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden">${LONG}</div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">, report submitted</span>
    <textarea style="width: 100px">${LONG}</textarea>
    <div style="width: 100px; overflow-wrap: anywhere">${LONG}</div>
    <p style="width: 200px">Installed cable trays in the substation and tested motor insulation.</p>
    <div style="width: 300px; overflow-x: auto"><table style="width: 600px"><tr><td>a wide table scrolls in its own box</td></tr></table></div>
    <span class="mantine-Badge-root" style="display: inline-flex"><span style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis">IMEKAMILIKA</span></span>`);
  expect(await textOverflows(page)).toEqual([]);
});

it('the status badges of the billing screen show their whole word at 1280 and 1440 (A1 audit, 6)', async () => {
  const page = await browser.newPage({ width: 1280, height: 800 });
  const student = await createVerifiedStudent(page.request, 'badges');
  const { headers } = await apiSignIn(page.request, student.email, student.password);
  await reportPayment(page.request, headers, 6000);
  await reportPayment(page.request, headers, 8000);
  await signInAsStaff(page);
  await page.goto('/admin/billing');
  const allTransactions = page.getByRole('table', { name: 'All transactions' });
  await allTransactions.getByText('Pending').first().waitFor();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[class*=Badge-label]'))
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => `${label.textContent} ${label.scrollWidth}/${label.clientWidth}`),
    );
    expect(cut, `at ${width}`).toEqual([]);
  }
});

it('shows the whole Edit label of each profile section on a 360 px phone', async () => {
  const page = await browser.newPage(NARROW_PHONE);
  const student = await createVerifiedStudent(page.request, 'cutedit');
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit personal information' }).waitFor();
  // The titles wrapped to two lines squeezed the button: "Edi".
  expect(await textOverflows(page)).toEqual([]);
});

it("shows the whole 'Send to the sheet's addresses' label on a 360 px phone", async () => {
  const page = await browser.newPage(NARROW_PHONE);
  await signInAsStaff(page);
  await page.goto('/admin/email-broadcast');
  await page.getByRole('button', { name: /Send to the sheet/ }).waitFor();
  expect(await textOverflows(page)).toEqual([]);
});
