// @vitest-environment happy-dom
// The staff audit of "Send from Excel" (brief fix-broadcast-web): Enter mailed a 500-row sheet at
// once; now the server counts the sheet (a dry run) and the card asks first, naming the file and
// the count. Keyboard focus lands on the outcome after a send, and the file's clear button has a
// name in both languages.
import { MESSAGES, type TEmailSendAnswer, type TEmailSheetPreview } from '@ptlog/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi, type TFakeAnswer, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { SendFromExcelCard } from './SendCards';

configure({ asyncUtilTimeout: 5_000 });

const FROM_EXCEL = 'POST /admin-dashboard/send-email-from-excel/';
const SUBJECT = 'Week 5 reminder';
const MESSAGE = 'Please submit your weekly report before Friday.';

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

const QUEUED: TEmailSendAnswer = {
  success: true,
  message: MESSAGES.email.sendingExcel,
  detail: MESSAGES.email.sendingExcel,
  campaign_id: 1,
  queued: 502,
  invalid_count: 0,
  invalid_emails: [],
  duplicate_count: 0,
  inactive_count: 0,
};

/** The dry run answers `preview`; the sends answer `sends` in turn. */
function sheetServer(sends: TFakeAnswer[], preview: TFakeAnswer = { body: PREVIEW }) {
  let turn = 0;
  const server = fakeApi({
    ...signedInStudent(),
    [FROM_EXCEL]: (call: TFakeCall) =>
      call.query.get('dry_run') === '1'
        ? preview
        : (sends[Math.min(turn++, sends.length - 1)] ?? {}),
  });
  return {
    previews: () => server.callsTo(FROM_EXCEL).filter((call) => call.query.has('dry_run')),
    sends: () => server.callsTo(FROM_EXCEL).filter((call) => !call.query.has('dry_run')),
  };
}

function renderCard() {
  const rendered = renderWithProviders(<SendFromExcelCard />, { session: true });
  const input = rendered.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...rendered, input };
}

/** Chooses the sheet, types subject and message, and presses Enter in the message's field. */
async function fillAndPressEnter(view: ReturnType<typeof renderCard>) {
  const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
  await view.user.upload(view.input, new File(['sheet'], 'list.xlsx'));
  await view.user.type(within(card).getByLabelText(/Subject/), `${SUBJECT}{Enter}`);
  return card;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Send from Excel', { timeout: 30_000 }, () => {
  it('asks first, naming the file and the count the server gave; Cancel mails nobody', async () => {
    const server = sheetServer([{ status: 202, body: QUEUED }]);
    const view = renderCard();
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    await view.user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await fillAndPressEnter(view);

    const dialog = await screen.findByRole('dialog', { name: "Send to the sheet's addresses?" });
    expect(dialog.textContent).toContain(
      `“${SUBJECT}” will be e-mailed to 502 addresses from list.xlsx. This cannot be called back.`,
    );
    expect(server.previews()).toHaveLength(1);
    expect(server.sends()).toHaveLength(0);

    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sends()).toHaveLength(0);

    await view.user.click(
      within(card).getByRole('button', { name: "Send to the sheet's addresses" }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await within(card).findByText('502 e-mails queued.')).toBeTruthy();
    expect(server.sends()).toHaveLength(1);
  });

  it('says how many rows will be skipped', async () => {
    sheetServer([], {
      body: { ...PREVIEW, recipients: 498, invalid_count: 3, duplicate_count: 1 },
    });
    const view = renderCard();
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    await view.user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await fillAndPressEnter(view);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'to 498 addresses from list.xlsx. This cannot be called back. 4 rows with an invalid or repeated address will be skipped.',
    );
  });

  it("says how many banned or deleted accounts' addresses are skipped, before and after", async () => {
    sheetServer([{ status: 202, body: { ...QUEUED, queued: 500, inactive_count: 2 } }], {
      body: { ...PREVIEW, recipients: 500, inactive_count: 2 },
    });
    const view = renderCard();
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    await view.user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await fillAndPressEnter(view);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'to 500 addresses from list.xlsx. This cannot be called back. 2 addresses of banned or deleted accounts will be skipped.',
    );
    expect(dialog.textContent).not.toContain('invalid or repeated');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const outcome = await within(card).findByRole('status');
    expect(outcome.textContent).toContain('2 addresses of banned or deleted accounts skipped.');
  });

  it('puts keyboard focus on the outcome after a send, queued or failed, and after a refused count', async () => {
    sheetServer([
      { status: 202, body: QUEUED },
      { status: 500, body: { detail: 'boom', code: 'internal' } },
    ]);
    const view = renderCard();
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    const send = async () => {
      await view.user.type(within(card).getByLabelText(/Message/), MESSAGE);
      await fillAndPressEnter(view);
      await view.user.click(await screen.findByRole('button', { name: 'Send' }));
    };

    await send();
    const queued = await within(card).findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(queued));

    await send();
    const failed = await within(card).findByRole('alert');
    expect(failed.textContent).toContain(MESSAGES.email.sendExcelFailed);
    await waitFor(() => expect(document.activeElement).toBe(failed));
  });

  it('focuses the reason when the server refuses the sheet before asking', async () => {
    const refusal = {
      status: 400,
      body: {
        detail: MESSAGES.email.headerMissing,
        code: 'validation_error',
        errors: { file: [MESSAGES.email.headerMissing] },
      },
    };
    const server = sheetServer([], refusal);
    const view = renderCard();
    const card = screen.getByRole('region', { name: 'Send from Excel (.xlsx)' });
    await view.user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await fillAndPressEnter(view);
    const failed = await within(card).findByRole('alert');
    expect(failed.textContent).toContain(MESSAGES.email.headerMissing);
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.sends()).toHaveLength(0);
  });

  it.each([
    ['en' as const, 'Send from Excel (.xlsx)', 'Remove the chosen file'],
    ['sw' as const, 'Tuma kutoka Excel (.xlsx)', 'Ondoa faili lililochaguliwa'],
  ])('names the file clear button (%s)', async (language, title, clearName) => {
    await stringsReady(language);
    await messagesReady(language);
    await i18n.changeLanguage(language);
    sheetServer([]);
    const view = renderCard();
    const card = screen.getByRole('region', { name: title });
    await view.user.upload(view.input, new File(['sheet'], 'list.xlsx'));
    await view.user.click(await within(card).findByRole('button', { name: clearName }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: clearName })).toBeNull());
  });
});
