// @vitest-environment happy-dom
import type { TFeedbackItem } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { FEEDBACK_PAGE_SIZE } from '../api';
import { FEEDBACK_NS } from '../i18n';
import { FeedbackInbox } from './FeedbackInbox';

const INBOX = 'GET /admin-dashboard/api/feedback/';
const LAST = FEEDBACK_PAGE_SIZE + 1;

function feedback(id: number): TFeedbackItem {
  return {
    id,
    type: 'bug',
    subject: `Problem ${id}`,
    message: 'The page does not load.',
    handled: false,
    handled_at: null,
    handled_by_name: null,
    created_at: '2026-11-20T10:00:00Z',
    user: { id: 9, username: 'asha', email: 'asha@example.com', full_name: 'Asha Mushi' },
  };
}

describe('FeedbackInbox', () => {
  it('goes back to the last page when Mark handled empties the last one', async () => {
    const items = Array.from({ length: LAST }, (_, index) => feedback(index + 1));
    const inbox = (call: TFakeCall) => {
      const page = Number(call.query.get('page') ?? '1');
      const handled = call.query.get('handled');
      const shown = items.filter((item) => !handled || String(item.handled) === handled);
      return {
        body: {
          count: shown.length,
          next: null,
          previous: null,
          results: shown.slice((page - 1) * FEEDBACK_PAGE_SIZE, page * FEEDBACK_PAGE_SIZE),
        },
      };
    };
    const markLast = () => {
      const last = items[LAST - 1] as TFeedbackItem;
      items[LAST - 1] = { ...last, handled: true, handled_by_name: 'Grace Staff' };
      return { body: items[LAST - 1] };
    };
    const server = fakeApi({
      ...signedInStudent(),
      [INBOX]: inbox,
      [`PATCH /admin-dashboard/api/feedback/${LAST}/`]: markLast,
    });
    const { user } = renderWithProviders(<FeedbackInbox />, { session: true });
    await screen.findByText('Problem 1');
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    await screen.findByText(`Problem ${LAST}`);

    await user.click(screen.getByRole('button', { name: `Mark handled: Problem ${LAST}` }));

    expect(
      await screen.findByRole('heading', { name: `${FEEDBACK_PAGE_SIZE} feedback messages` }),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Feedback' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(FEEDBACK_PAGE_SIZE),
    );
    expect(screen.queryByText('No feedback here.')).toBeNull();
    expect(server.callsTo(INBOX).at(-1)?.query.get('page')).toBe('1');
  });

  it("links the sender's e-mail to a reply with the subject prefilled", async () => {
    fakeApi({
      ...signedInStudent(),
      [INBOX]: () => ({ body: { count: 1, next: null, previous: null, results: [feedback(7)] } }),
    });
    renderWithProviders(<FeedbackInbox />, { session: true });
    const reply = await screen.findByRole('link', {
      name: 'Reply by e-mail to asha@example.com: Problem 7',
    });
    expect(reply.textContent).toBe('asha@example.com');
    expect(reply.getAttribute('href')).toBe('mailto:asha@example.com?subject=Re%3A%20Problem%207');
  });

  it('words Mark handled in Kiswahili as an action, not as the status the filter shows', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      fakeApi({
        ...signedInStudent(),
        [INBOX]: () => ({ body: { count: 1, next: null, previous: null, results: [feedback(1)] } }),
      });
      renderWithProviders(<FeedbackInbox />, { session: true });
      const button = await screen.findByRole('button', {
        name: 'Weka kuwa yameshughulikiwa: Problem 1',
      });
      expect(button.textContent).toBe('Weka kuwa yameshughulikiwa');
      // The filter's status word stays a status.
      expect(i18n.getFixedT('sw', FEEDBACK_NS)('inbox.handled')).toBe('Yameshughulikiwa');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
