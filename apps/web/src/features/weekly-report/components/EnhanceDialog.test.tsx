// @vitest-environment happy-dom
// A lost answer on Enhance with AI (the server enhanced and charged, the phone never heard): the
// dialog says what happened to the tokens, and Try again sends the same Idempotency-Key, which
// the server answers without charging again (docs/api/ai.md "Lost answers").
import { MESSAGES } from '@ptlog/shared';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi, networkDown, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { weeklyFixture } from '../weekly-report.fixture';
import { EnhanceDialog } from './EnhanceDialog';

const ENHANCE = 'POST /reports/weekly/week/2/enhance_with_ai/';

/** A server holding `tokens` whose first enhancement is charged and its answer lost. */
function serverLosingTheFirstAnswer(tokens: number, options: { charges: boolean }) {
  let balance = tokens;
  const paidKeys = new Set<string>();
  const report = weeklyFixture({ week_number: 2 });
  const state = { offline: false };
  const server = fakeApi({
    ...signedInStudent(),
    'GET /billing/balance/my_balance/': () =>
      state.offline
        ? networkDown()
        : {
            body: {
              available_tokens: balance,
              tokens_used: 0,
              payment_status: 'PAID',
              can_use_ai: balance >= 300,
            },
          },
    [ENHANCE]: (call: TFakeCall) => {
      const key = call.headers.get('Idempotency-Key') ?? '';
      if (!paidKeys.has(key)) {
        if (options.charges) {
          balance -= 300;
          paidKeys.add(key);
        }
        return networkDown();
      }
      return {
        body: {
          success: true,
          message: MESSAGES.ai.success,
          report: { ...report, is_enhanced: true },
          tokens_charged: 300,
          available_tokens: balance,
          usage_type: 'FULLFILLED',
        },
      };
    },
  });
  return { server, report, state, balanceNow: () => balance };
}

function renderDialog(fake: ReturnType<typeof serverLosingTheFirstAnswer>) {
  return renderWithProviders(
    <EnhanceDialog report={fake.report} opened onClose={() => undefined} />,
    { session: true },
  );
}

type TUser = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

/** Describes the (empty) week once, then presses Enhance. */
async function pressEnhance(user: TUser, label = 'Enhance') {
  const instructions = screen.getByRole('textbox');
  if ((instructions as HTMLTextAreaElement).value === '') {
    await user.type(instructions, 'I serviced the workshop pumps.');
  }
  const button = await screen.findByRole('button', { name: label });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await user.click(button);
}

describe('EnhanceDialog after a lost answer', () => {
  it('says calmly the enhancement was done and charged once; Try again sends the same key', async () => {
    const fake = serverLosingTheFirstAnswer(1300, { charges: true });
    const { user } = renderDialog(fake);
    await pressEnhance(user);

    const alert = await screen.findByRole('alert');
    // Done is news, not a failure: no "Connection lost" in red.
    expect(alert.textContent).toContain('Enhancement done');
    expect(alert.textContent).not.toContain('Connection lost');
    expect(alert.textContent).toContain('300 tokens were charged once');
    expect(alert.textContent).not.toContain(MESSAGES.ai.failed);

    await pressEnhance(user);
    await waitFor(() => expect(fake.server.callsTo(ENHANCE)).toHaveLength(2));
    const keys = fake.server.callsTo(ENHANCE).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fake.balanceNow()).toBe(1000);
  });

  it('says nothing was charged when the balance is unchanged', async () => {
    const fake = serverLosingTheFirstAnswer(1300, { charges: false });
    const { user } = renderDialog(fake);
    await pressEnhance(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connection lost');
    // The figure as the header shows it.
    expect(alert.textContent).toContain('Nothing was charged: your balance is still 1,300 tokens');
  });

  it('offline, says so at once (the balance read does not wait for the network)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const fake = serverLosingTheFirstAnswer(2800, { charges: false });
      const { user } = renderDialog(fake);
      await waitFor(() =>
        expect(fake.server.callsTo('GET /billing/balance/my_balance/')).toHaveLength(1),
      );
      // The phone drops its connection: fetch fails at once, and TanStack Query knows it.
      fake.state.offline = true;
      onlineManager.setOnline(false);
      await pressEnhance(user);

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('You are offline');
      expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('button', { name: 'Enhance' }).hasAttribute('disabled')).toBe(false);
      // One request, nothing sent again on its own.
      expect(fake.server.callsTo(ENHANCE)).toHaveLength(1);
    } finally {
      online.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('says so in Kiswahili when the phone is offline', async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const fake = serverLosingTheFirstAnswer(1300, { charges: false });
      const { user } = renderDialog(fake);
      // The balance was read when the dialog opened; now it cannot be read again either.
      await waitFor(() =>
        expect(fake.server.callsTo('GET /billing/balance/my_balance/')).toHaveLength(1),
      );
      fake.state.offline = true;
      await pressEnhance(user, 'Boresha');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Muunganisho umekatika');
      expect(alert.textContent).toContain('Huna mtandao');
    } finally {
      online.mockRestore();
      await i18n.changeLanguage('en');
    }
  });
});

describe('EnhanceDialog instructions hint', () => {
  // The local assistant only uses a week's instructions to choose the main job (writing-assistant
  // index.ts); the hint promises no more than that, in both languages, whichever provider runs.
  it('asks only which work to put first as the main job', async () => {
    await stringsReady('sw');
    expect(i18n.t('weekly-report:enhance.instructionsOptional', { lng: 'en' })).toBe(
      'Optional: which work to put first as the main job, e.g. the machine you worked on most.',
    );
    const sw = i18n.t('weekly-report:enhance.instructionsOptional', { lng: 'sw' });
    expect(sw).toContain('kazi kuu');
    expect(sw).not.toContain('kusisitiza');
  });

  // A short week's advice: more days in the log, not instructions the assistant does not follow.
  it('asks a short week for the other days, not for details in the instructions', async () => {
    await stringsReady('sw');
    const facts = { days: 2, hours: 8 };
    const en = i18n.t('weekly-report:facts.explainMinimal', { ...facts, lng: 'en' });
    const sw = i18n.t('weekly-report:facts.explainMinimal', { ...facts, lng: 'sw' });
    expect(en).toContain('2 days with a description, 8 hours logged.');
    expect(en).toContain('write up the other days in Daily Reports first');
    expect(en).not.toContain('Additional instructions');
    expect(sw).toContain('Ripoti za Kila Siku');
    expect(sw).not.toContain('Maelekezo ya ziada');
  });
});
