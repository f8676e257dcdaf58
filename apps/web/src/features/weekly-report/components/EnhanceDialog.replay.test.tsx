// @vitest-environment happy-dom
// Try again after a lost answer sends the same Idempotency-Key; the server then answers that the
// enhancement was already done and charged once (docs/api/ai.md "Lost answers"). The dialog says
// that, not "enhanced successfully", and after Reset to Original the next press is a new
// enhancement with a new key, not a replay of the one that was reset.
import { MESSAGES, type TWeeklyReport } from '@ptlog/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messagesReady, translateMessage } from '../../../i18n/messages';
import { fakeApi, networkDown, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { weeklyFixture } from '../weekly-report.fixture';
import { EnhanceDialog } from './EnhanceDialog';

const ENHANCE = 'POST /reports/weekly/week/2/enhance_with_ai/';

/** A server whose first answer to each key is lost, and that answers a replay as one. */
function serverAnsweringReplays(report: TWeeklyReport) {
  let balance = 1300;
  const paidKeys = new Set<string>();
  const server = fakeApi({
    ...signedInStudent(),
    'GET /billing/balance/my_balance/': () => ({
      body: { available_tokens: balance, tokens_used: 0, payment_status: 'PAID', can_use_ai: true },
    }),
    [ENHANCE]: (call: TFakeCall) => {
      const key = call.headers.get('Idempotency-Key') ?? '';
      if (!paidKeys.has(key)) {
        balance -= 300;
        paidKeys.add(key);
        return networkDown();
      }
      return {
        body: {
          success: true,
          message: MESSAGES.ai.alreadyEnhanced,
          report,
          tokens_charged: 300,
          available_tokens: balance,
          usage_type: 'FULLFILLED',
        },
      };
    },
  });
  return server;
}

/** The page's reset (as ResetOriginalDialog's answer does), set by the rendered page. */
const page = { reset: () => {} };

/** The dialog over a week the page can reset. */
function ResettablePage({ initial }: { initial: TWeeklyReport }) {
  const [report, setReport] = useState(initial);
  page.reset = () => setReport((shown) => ({ ...shown, is_enhanced: false }));
  return <EnhanceDialog report={report} opened onClose={() => undefined} />;
}

const renderResettable = (initial: TWeeklyReport) =>
  renderWithProviders(<ResettablePage initial={initial} />, { session: true });

type TUser = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

/** Describes the (empty) week once, then presses Enhance. */
async function pressEnhance(user: TUser) {
  const instructions = screen.getByRole('textbox');
  if ((instructions as HTMLTextAreaElement).value === '') {
    await user.type(instructions, 'I serviced the workshop pumps.');
  }
  const button = await screen.findByRole('button', { name: 'Enhance' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await user.click(button);
}

const keysSent = (server: ReturnType<typeof fakeApi>) =>
  server.callsTo(ENHANCE).map((call) => call.headers.get('Idempotency-Key'));

describe('EnhanceDialog and a replayed enhancement', () => {
  it('says the enhancement was already done and charged once', async () => {
    const report = weeklyFixture({ week_number: 2, summary: 'Serviced the pumps.' });
    const server = serverAnsweringReplays({ ...report, is_enhanced: true });
    const { user } = renderResettable(report);
    await pressEnhance(user);
    await screen.findByRole('alert');
    await pressEnhance(user);
    await screen.findByText(MESSAGES.ai.alreadyEnhanced);
    expect(screen.queryByText(MESSAGES.ai.success)).toBeNull();
    const keys = keysSent(server);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new key after Reset to Original', async () => {
    const report = weeklyFixture({ week_number: 2, summary: 'Serviced the pumps.' });
    const server = serverAnsweringReplays(report);
    const { user } = renderResettable({ ...report, is_enhanced: true });
    await pressEnhance(user);
    await screen.findByRole('alert');
    act(() => page.reset());
    await pressEnhance(user);
    await waitFor(() => expect(keysSent(server)).toHaveLength(2));
    const keys = keysSent(server);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('has the message in Kiswahili', async () => {
    await messagesReady('sw');
    expect(translateMessage(MESSAGES.ai.alreadyEnhanced, 'sw')).toBe(
      'Uboreshaji huu ulishafanyika na ulitozwa mara moja tu; hakuna kilichotozwa tena. Wiki inaonyeshwa kama ilivyo sasa.',
    );
  });
});
