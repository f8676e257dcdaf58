// @vitest-environment happy-dom
// Try Again, while it asks for the account again, stays focused (busy, not disabled): a disabled
// button would drop a keyboard user's focus to the page (WCAG 2.4.3).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeAnswer } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { AccessUnconfirmed } from './AccessUnconfirmed';

const PROFILE = 'GET /auth/profile/';

describe('AccessUnconfirmed', { timeout: 30_000 }, () => {
  it('keeps the focus on Try Again while it asks again, and ignores a second press', async () => {
    const student = signedInStudent();
    let answerLater: ((answer: TFakeAnswer) => void) | null = null;
    const server = fakeApi({
      ...student,
      [PROFILE]: (call) =>
        answerLater === null && server.callsTo(PROFILE).length > 1
          ? new Promise<TFakeAnswer>((resolve) => {
              answerLater = resolve;
            })
          : (student[PROFILE]?.(call) as TFakeAnswer),
    });
    const { user } = renderWithProviders(<AccessUnconfirmed />, { session: true });
    const tryAgain = (await screen.findByRole('button', {
      name: 'Try Again',
    })) as HTMLButtonElement;
    await waitFor(() => expect(server.callsTo(PROFILE).length).toBe(1));
    tryAgain.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tryAgain.getAttribute('aria-disabled')).toBe('true'));
    expect(tryAgain.disabled).toBe(false);
    expect(document.activeElement).toBe(tryAgain);
    await user.keyboard('{Enter}');
    expect(server.callsTo(PROFILE).length).toBe(2);
  });
});
