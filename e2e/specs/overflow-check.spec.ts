// The text-overflow check the accessibility spec runs on every screen (support/overflow.ts), on a
// page made for it: it finds what a reader would see run out of its place, and only that.
import { expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
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

it('lets pass text cut short on purpose, text for screen readers, fields and wrapped text', async () => {
  const page = await browser.newPage(PHONE);
  await page.setContent(`
    <div style="width: 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">${LONG}</div>
    <div style="width: 100px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden">${LONG}</div>
    <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">, report submitted</span>
    <textarea style="width: 100px">${LONG}</textarea>
    <div style="width: 100px; overflow-wrap: anywhere">${LONG}</div>
    <p style="width: 200px">Installed cable trays in the substation and tested motor insulation.</p>`);
  expect(await textOverflows(page)).toEqual([]);
});
