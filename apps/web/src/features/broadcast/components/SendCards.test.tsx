// @vitest-environment happy-dom
import { MESSAGES, type TEmailSendAnswer } from '@ptlog/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeAnswer } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { SendFromExcelCard, SendToAllCard } from './SendCards';

configure({ asyncUtilTimeout: 5_000 });

const TO_ALL = 'POST /admin-dashboard/send-email-to-users/';
const FROM_EXCEL = 'POST /admin-dashboard/send-email-from-excel/';
const SUBJECT = 'Week 5 reminder';
const MESSAGE = 'Please submit your weekly report before Friday.';

function queued(message: string): TEmailSendAnswer {
  return {
    success: true,
    message,
    detail: message,
    campaign_id: 1,
    queued: 4,
    invalid_count: 0,
    invalid_emails: [],
    duplicate_count: 0,
  };
}

/** Answers each call with the next of `answers`. */
function inTurn(answers: TFakeAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] ?? {};
}

async function fillFields(user: ReturnType<typeof renderWithProviders>['user'], card: HTMLElement) {
  await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
  await user.type(within(card).getByLabelText(/Message/), MESSAGE);
}

describe('the broadcast send cards', { timeout: 30_000 }, () => {
  it('Excel: a failed upload replaces the earlier answer with the reason and the bad rows', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [FROM_EXCEL]: inTurn([
        { status: 202, body: queued(MESSAGES.email.sendingExcel) },
        {
          status: 400,
          body: {
            detail: MESSAGES.email.noValidAddresses,
            code: 'validation_error',
            errors: {
              file: [MESSAGES.email.noValidAddresses],
              invalid_emails: ['Row 2: nope', 'Row 3: '],
            },
          },
        },
      ]),
    });
    const { user, container } = renderWithProviders(<SendFromExcelCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    const sendSheet = async () => {
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['sheet'], 'list.xlsx'));
      await fillFields(user, card);
      await user.click(within(card).getByRole('button', { name: "Send to the sheet's addresses" }));
    };

    await sendSheet();
    expect(await within(card).findByText('4 e-mail(s) queued.')).toBeTruthy();

    await sendSheet();
    await waitFor(() => expect(server.callsTo(FROM_EXCEL)).toHaveLength(2));
    const failure = await within(card).findByRole('alert');
    expect(within(failure).getByText(MESSAGES.email.noValidAddresses)).toBeTruthy();
    const rows = within(failure).getByRole('list', { name: 'Invalid addresses' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: nope', 'Row 3: (empty)']);
    expect(within(card).queryByText('4 e-mail(s) queued.')).toBeNull();
  });

  it('all users: a failed send replaces the earlier answer with the reason', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [TO_ALL]: inTurn([
        { status: 202, body: queued(MESSAGES.email.sendingAll) },
        { status: 500, body: { detail: 'boom', code: 'internal' } },
      ]),
    });
    const { user } = renderWithProviders(<SendToAllCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send to All Users' });
    const sendToAll = async () => {
      await fillFields(user, card);
      await user.click(within(card).getByRole('button', { name: 'Send to all users' }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
    };

    await sendToAll();
    expect(await within(card).findByText('4 e-mail(s) queued.')).toBeTruthy();

    await sendToAll();
    await waitFor(() => expect(server.callsTo(TO_ALL)).toHaveLength(2));
    const failure = await within(card).findByRole('alert');
    expect(within(failure).getByText(MESSAGES.email.sendAllFailed)).toBeTruthy();
    expect(within(card).queryByText('4 e-mail(s) queued.')).toBeNull();
  });
});
