// @vitest-environment happy-dom
import {
  MESSAGES,
  type TEmailAudiencePreview,
  type TEmailSendAnswer,
  type TEmailSheetPreview,
} from '@ptlog/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import {
  fakeApi,
  type TFakeAnswer,
  type TFakeCall,
  type TFakeHandler,
} from '../../../test/fake-api';
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
    inactive_count: 0,
  };
}

/** Answers each call with the next of `answers`. */
function inTurn(answers: TFakeAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] ?? {};
}

const PREVIEW: TEmailSheetPreview = {
  success: true,
  dry_run: true,
  file_name: 'list.xlsx',
  recipients: 502,
  invalid_count: 0,
  invalid_emails: [],
  duplicate_count: 0,
  inactive_count: 0,
};

/** The sheet route: its dry run answers `preview`, each send the next of `sends`. */
function sheetRoute(sends: () => TFakeAnswer, preview: TFakeAnswer = { body: PREVIEW }) {
  return (call: TFakeCall) => (call.query.get('dry_run') === '1' ? preview : sends());
}

const sendsOf = (calls: TFakeCall[]) => calls.filter((call) => !call.query.has('dry_run'));

const STUDENTS_PREVIEW: TEmailAudiencePreview = {
  success: true,
  dry_run: true,
  audience: { audience: 'students', pt_phase: null, college: null, program: null },
  recipients: 409,
  previews: [
    {
      language: 'en',
      to: 'juma@example.tz',
      subject: SUBJECT,
      text: `Hello Juma,\n\n${MESSAGE}\n\n--\nPT Logbook`,
    },
    {
      language: 'sw',
      to: 'neema@example.tz',
      subject: SUBJECT,
      text: `Habari Neema,\n\n${MESSAGE}\n\n--\nPT Logbook`,
    },
  ],
};

/** The users route: its dry run answers `preview`, each send the next of `sends`. */
function usersRoute(
  sends: () => TFakeAnswer,
  preview: TFakeHandler = () => ({ body: STUDENTS_PREVIEW }),
) {
  return (call: TFakeCall) => (call.query.get('dry_run') === '1' ? preview(call) : sends());
}

async function fillFields(user: ReturnType<typeof renderWithProviders>['user'], card: HTMLElement) {
  await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
  await user.type(within(card).getByLabelText(/Message/), MESSAGE);
}

describe('the broadcast send cards', { timeout: 30_000 }, () => {
  it('Excel: a failed upload replaces the earlier answer with the reason and the bad rows', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [FROM_EXCEL]: sheetRoute(
        inTurn([
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
      ),
    });
    const { user, container } = renderWithProviders(<SendFromExcelCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    const sendSheet = async () => {
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['sheet'], 'list.xlsx'));
      await fillFields(user, card);
      await user.click(within(card).getByRole('button', { name: "Send to the sheet's addresses" }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
    };

    await sendSheet();
    expect(await within(card).findByText('4 e-mails queued.')).toBeTruthy();

    await sendSheet();
    await waitFor(() => expect(sendsOf(server.callsTo(FROM_EXCEL))).toHaveLength(2));
    const failure = await within(card).findByRole('alert');
    expect(within(failure).getByText(MESSAGES.email.noValidAddresses)).toBeTruthy();
    const rows = within(failure).getByRole('list', { name: 'Invalid addresses' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: nope', 'Row 3: (empty)']);
    expect(within(card).queryByText('4 e-mails queued.')).toBeNull();
  });

  it('all users: a failed send replaces the earlier answer with the reason', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [TO_ALL]: usersRoute(
        inTurn([
          { status: 202, body: queued(MESSAGES.email.sendingAll) },
          { status: 500, body: { detail: 'boom', code: 'internal' } },
        ]),
      ),
    });
    const { user } = renderWithProviders(<SendToAllCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send to All Users' });
    const sendToAll = async () => {
      await fillFields(user, card);
      await user.click(within(card).getByRole('button', { name: 'Preview and send' }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
    };

    await sendToAll();
    expect(await within(card).findByText('4 e-mails queued.')).toBeTruthy();

    await sendToAll();
    await waitFor(() => expect(sendsOf(server.callsTo(TO_ALL))).toHaveLength(2));
    const failure = await within(card).findByRole('alert');
    expect(within(failure).getByText(MESSAGES.email.sendAllFailed)).toBeTruthy();
    expect(within(card).queryByText('4 e-mails queued.')).toBeNull();
  });

  // The server refuses a repeat (409) and a sender past the hourly limit (429): the reader sees why,
  // under the form and in their language, not a generic failure.
  const REPEATED = MESSAGES.email.repeatedBroadcast('30-11-2026 10:05 EAT', 10);
  const TOO_MANY = MESSAGES.email.tooManyBroadcasts(10);
  const refusals = () =>
    inTurn([
      { status: 409, body: { detail: REPEATED, code: 'conflict' } },
      { status: 429, body: { detail: TOO_MANY, code: 'rate_limited' } },
    ]);

  async function shownRefusals(card: HTMLElement, send: () => Promise<void>) {
    const shown: string[] = [];
    for (let turn = 0; turn < 2; turn += 1) {
      await send();
      const failure = await within(card).findByRole('alert');
      await waitFor(() => expect(failure.textContent).not.toBe(shown.at(-1)));
      shown.push(failure.textContent ?? '');
    }
    return shown;
  }

  it('all users: shows the 409 (a repeat) and the 429 (too many) as the server words them', async () => {
    fakeApi({ ...signedInStudent(), [TO_ALL]: usersRoute(refusals()) });
    const { user } = renderWithProviders(<SendToAllCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send to All Users' });
    const send = async () => {
      if (!(within(card).getByLabelText(/Subject/) as HTMLInputElement).value) {
        await fillFields(user, card);
      }
      await user.click(within(card).getByRole('button', { name: 'Preview and send' }));
      await user.click(await screen.findByRole('button', { name: 'Send' }));
    };
    expect(await shownRefusals(card, send)).toEqual([REPEATED, TOO_MANY]);
    // The fields stay: the staff member changes the message or waits, without typing it again.
    expect((within(card).getByLabelText(/Subject/) as HTMLInputElement).value).toBe(SUBJECT);
  });

  it('Excel: shows the same refusals in Kiswahili', async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      fakeApi({ ...signedInStudent(), [FROM_EXCEL]: sheetRoute(refusals()) });
      const { user, container } = renderWithProviders(<SendFromExcelCard />, { session: true });
      const card = screen.getByRole('region', { name: 'Tuma kutoka Excel (.xlsx)' });
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['sheet'], 'list.xlsx'));
      await user.type(within(card).getByLabelText(/Kichwa/), SUBJECT);
      await user.type(within(card).getByLabelText(/Ujumbe/), MESSAGE);
      const send = async () => {
        await user.click(within(card).getByRole('button', { name: 'Tuma kwa anwani za jedwali' }));
        await user.click(await screen.findByRole('button', { name: 'Tuma' }));
      };
      expect(await shownRefusals(card, send)).toEqual([
        'Barua pepe hiyohiyo (kichwa, ujumbe na wapokeaji) ilishatumwa 30-11-2026 10:05 EAT. Inaweza kutumwa tena dakika 10 baada ya hapo.',
        'Unaweza kutuma barua pepe kwa wote mara 10 tu kwa saa. Tafadhali jaribu tena baadaye.',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('all users: says nothing while typing; Send marks the fields that are wrong and focuses the first', async () => {
    const server = fakeApi({ ...signedInStudent(), [TO_ALL]: usersRoute(() => ({})) });
    const { user } = renderWithProviders(<SendToAllCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send to All Users' });
    const subject = within(card).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    const message = within(card).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    // Required, said to a screen reader (the asterisk is hidden from it).
    expect(subject.required).toBe(true);
    expect(message.required).toBe(true);

    await user.type(subject, 'R');
    await user.type(message, 'Short');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByText(MESSAGES.email.subjectTooShort)).toBeNull();
    const submit = within(card).getByRole('button', { name: 'Preview and send' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    submit.focus();
    await user.keyboard('{Enter}');
    expect(await within(card).findByText(MESSAGES.email.subjectTooShort)).toBeTruthy();
    expect(within(card).getByText(MESSAGES.email.messageTooShort)).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(server.callsTo(TO_ALL)).toEqual([]);

    // A field typed again is checked again at the next Send, not at each key.
    await user.type(subject, 'eminder');
    expect(subject.hasAttribute('aria-invalid')).toBe(false);
    expect(message.getAttribute('aria-invalid')).toBe('true');
  });

  it('all users: keeps the focus on Preview and send while the server counts', async () => {
    fakeApi({
      ...signedInStudent(),
      [TO_ALL]: usersRoute(
        () => ({}),
        () => new Promise(() => {}),
      ),
    });
    const { user } = renderWithProviders(<SendToAllCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send to All Users' });
    await fillFields(user, card);
    const submit = within(card).getByRole('button', { name: 'Preview and send' });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
  });

  it("Excel: empty fields are marked and the focus goes to the first, with the spreadsheet's words", async () => {
    const server = fakeApi({ ...signedInStudent(), [FROM_EXCEL]: sheetRoute(() => ({})) });
    const { user, container } = renderWithProviders(<SendFromExcelCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    const subject = within(card).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    const message = within(card).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(subject.required).toBe(true);
    expect(message.required).toBe(true);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['sheet'], 'list.xlsx'));

    const submit = within(card).getByRole('button', { name: "Send to the sheet's addresses" });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getAllByText(MESSAGES.email.subjectAndMessageEmpty)).toHaveLength(2);
    expect(server.callsTo(FROM_EXCEL)).toEqual([]);
  });

  it('Excel: without a sheet, the focus goes to the file field, which says why', async () => {
    fakeApi({ ...signedInStudent(), [FROM_EXCEL]: sheetRoute(() => ({})) });
    const { user } = renderWithProviders(<SendFromExcelCard />, { session: true });
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    await fillFields(user, card);
    await user.click(within(card).getByRole('button', { name: "Send to the sheet's addresses" }));
    expect(await within(card).findByText(MESSAGES.email.fileRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement?.closest('form')).toBe(
      within(card).getByRole('form', { name: 'Send from Excel (.xlsx)' }),
    );
  });
});
