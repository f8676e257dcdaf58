// @vitest-environment happy-dom
// An enhancement takes up to a minute: the student may leave the page (Back) while it runs. What
// came of it is still said, once: the success toast of spec 2 §AI, or the failure the dialog can
// no longer show in place.
import { MESSAGES } from '@ptlog/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, networkDown, type TFakeAnswer } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { useTokenBalance } from '../../billing/api';
import { weeklyFixture } from '../weekly-report.fixture';
import { EnhanceDialog } from './EnhanceDialog';

const ENHANCE = 'POST /reports/weekly/week/2/enhance_with_ai/';
const report = weeklyFixture({ week_number: 2, summary: 'Serviced the pumps.' });

/** A server that holds the enhancement's answer until the test lets it go. */
function slowServer() {
  let balance = 1300;
  let release: (answer: () => TFakeAnswer) => void = () => undefined;
  const server = fakeApi({
    ...signedInStudent(),
    'GET /billing/balance/my_balance/': () => ({
      body: { available_tokens: balance, tokens_used: 0, payment_status: 'PAID', can_use_ai: true },
    }),
    [ENHANCE]: () =>
      // The answer is made when it is let go (a lost one throws, as fetch rejects).
      new Promise<() => TFakeAnswer>((resolve) => {
        release = resolve;
      }).then((answer) => answer()),
  });
  const enhanced = (): TFakeAnswer => {
    balance -= 300;
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
  };
  return {
    server,
    answer: (next: () => TFakeAnswer) => release(next),
    enhanced,
    spend: (n: number) => (balance -= n),
  };
}

/** The week's page: the header's chip reads the balance; Back takes the dialog away. */
const page = { leave: () => {} };
function WeekPage() {
  const [here, setHere] = useState(true);
  page.leave = () => setHere(false);
  useTokenBalance(true);
  return here ? <EnhanceDialog report={report} opened onClose={() => undefined} /> : null;
}

async function pressEnhance(user: ReturnType<typeof renderWithProviders>['user']) {
  // The week has no day yet: the student describes it (spec 1 §4).
  await user.click(screen.getByRole('textbox'));
  await user.paste('I serviced the workshop pumps.');
  const button = await screen.findByRole('button', { name: 'Enhance' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await user.click(button);
}

describe('EnhanceDialog when the answer comes after the student left', () => {
  it('says the success once while the dialog is open', async () => {
    const fake = slowServer();
    const { user } = renderWithProviders(<WeekPage />, { session: true });
    await pressEnhance(user);
    await waitFor(() => expect(fake.server.callsTo(ENHANCE)).toHaveLength(1));
    fake.answer(fake.enhanced);
    expect(await screen.findByText(MESSAGES.ai.success)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(MESSAGES.ai.success)).toHaveLength(1);
  });

  it('says the success after the page was left', async () => {
    const fake = slowServer();
    const { user } = renderWithProviders(<WeekPage />, { session: true });
    await pressEnhance(user);
    await waitFor(() => expect(fake.server.callsTo(ENHANCE)).toHaveLength(1));
    act(() => page.leave());
    expect(screen.queryByRole('dialog')).toBeNull();

    fake.answer(fake.enhanced);
    expect(await screen.findByText(MESSAGES.ai.success)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.ai.success)).toHaveLength(1);
  });

  it('says a refusal after the page was left', async () => {
    const fake = slowServer();
    const { user } = renderWithProviders(<WeekPage />, { session: true });
    await pressEnhance(user);
    await waitFor(() => expect(fake.server.callsTo(ENHANCE)).toHaveLength(1));
    act(() => page.leave());

    fake.answer(() => ({
      status: 502,
      body: { detail: MESSAGES.ai.providerFailed, code: 'ai_provider_error' },
    }));
    expect(await screen.findByText(MESSAGES.ai.providerFailed)).toBeTruthy();
    expect(screen.getByText(MESSAGES.ai.failedShort)).toBeTruthy();
  });

  it('says whether a lost answer was charged after the page was left', async () => {
    const fake = slowServer();
    const { user } = renderWithProviders(<WeekPage />, { session: true });
    await pressEnhance(user);
    await waitFor(() => expect(fake.server.callsTo(ENHANCE)).toHaveLength(1));
    act(() => page.leave());

    // Done and charged on the server; the answer never reaches the phone.
    fake.answer(() => {
      fake.spend(300);
      return networkDown();
    });
    // Done is news, not a failure: said as done, not as "Connection lost".
    expect(await screen.findByText('Enhancement done')).toBeTruthy();
    expect(
      await screen.findByText(/the enhancement was done: 300 tokens were charged once/),
    ).toBeTruthy();
    expect(screen.queryByText('Connection lost')).toBeNull();
  });
});
