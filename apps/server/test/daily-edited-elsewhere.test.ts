import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, dayOf, signedInStudent } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

/** A student with Monday of week 1 logged: 8 hours, "Checked the pump seals.". */
async function loggedMonday() {
  const student = await signedInStudent(testApp);
  const day = await logDay(student, dayOf(1, 0), 8, 'Checked the pump seals.');
  const saved = async () =>
    (await expectStatus(await student.call('GET', '/api/reports/daily/'), 200)).results[0];
  return { student, path: `/api/reports/daily/${day.id}/`, saved };
}

const BEGAN = { hours_spent_was: 8, description_was: 'Checked the pump seals.' };

describe('a day saved in two tabs', () => {
  it('refuses the second save with 409 edited_elsewhere and keeps the first one', async () => {
    const { student, path, saved } = await loggedMonday();
    await expectStatus(
      await student.call('PUT', path, { hours_spent: 8, description: 'Tab A text.', ...BEGAN }),
      200,
    );
    const second = await student.call('PUT', path, {
      hours_spent: 6,
      description: 'Tab B text.',
      ...BEGAN,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: ERROR_CODES.EDITED_ELSEWHERE,
      detail: MESSAGES.daily.editedElsewhere,
    });
    expect(await saved()).toMatchObject({ hours_spent: 8, description: 'Tab A text.' });
  });

  it('refuses a change of hours made elsewhere too', async () => {
    const { student, path, saved } = await loggedMonday();
    await expectStatus(await student.call('PUT', path, { hours_spent: 4 }), 200);
    const refused = await student.call('PUT', path, {
      hours_spent: 8,
      description: 'My longer text.',
      ...BEGAN,
    });
    expect(refused.statusCode).toBe(409);
    expect(await saved()).toMatchObject({ hours_spent: 4, description: 'Checked the pump seals.' });
  });

  it('saves over the other text once the form began from it', async () => {
    const { student, path, saved } = await loggedMonday();
    await expectStatus(await student.call('PUT', path, { description: 'Tab A text.' }), 200);
    await expectStatus(
      await student.call('PUT', path, {
        hours_spent: 7.5,
        description: 'Tab B text.',
        hours_spent_was: 8,
        description_was: 'Tab A text.',
      }),
      200,
    );
    expect(await saved()).toMatchObject({ hours_spent: 7.5, description: 'Tab B text.' });
  });

  it('takes a retry of a save that arrived, and a save without what it began from', async () => {
    const { student, path, saved } = await loggedMonday();
    const body = { hours_spent: 6, description: 'Final text.', ...BEGAN };
    await expectStatus(await student.call('PUT', path, body), 200);
    await expectStatus(await student.call('PUT', path, body), 200);
    await expectStatus(await student.call('PUT', path, { description: 'No base.' }), 200);
    expect(await saved()).toMatchObject({ hours_spent: 6, description: 'No base.' });
  });

  it('lets only one of two racing saves from the same day through', async () => {
    const { student, path, saved } = await loggedMonday();
    const answers = await Promise.all(
      ['From tab A.', 'From tab B.'].map((description) =>
        student.call('PUT', path, { hours_spent: 8, description, ...BEGAN }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 'From tab A.' : 'From tab B.';
    expect((await saved()).description).toBe(winner);
  });
});
