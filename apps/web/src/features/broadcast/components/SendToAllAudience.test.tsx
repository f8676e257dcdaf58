// @vitest-environment happy-dom
// "Send to all users" (brief f5): the audience is chosen on the card (all students by default),
// the confirmation names the server's count of that audience, and shows the mail as a recipient
// gets it, in each recipient language.
import {
  broadcastAudienceOf,
  MESSAGES,
  type TEmailAudiencePreview,
  type TEmailBroadcastInput,
  type TEmailSendAnswer,
} from '@ptlog/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi, type TFakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { SendToAllCard } from './SendCards';

configure({ asyncUtilTimeout: 5_000 });

const TO_ALL = 'POST /admin-dashboard/send-email-to-users/';
const SUBJECT = 'Week 5 reminder';
const MESSAGE = 'Please submit your weekly report before Friday.';

const SENT: TEmailSendAnswer = {
  success: true,
  message: MESSAGES.email.sendingAll,
  detail: MESSAGES.email.sendingAll,
  campaign_id: 7,
  queued: 409,
  invalid_count: 0,
  invalid_emails: [],
  duplicate_count: 0,
  inactive_count: 0,
};

/** The dry run as the server words it: the audience of the body, `count` recipients. */
function dryRun(call: TFakeCall, count: number): TEmailAudiencePreview {
  const body = call.body as TEmailBroadcastInput;
  return {
    success: true,
    dry_run: true,
    audience: broadcastAudienceOf(body),
    recipients: count,
    previews: [
      {
        language: 'en',
        to: 'juma@example.tz',
        subject: body.subject,
        text: `Hello Juma,\n\n${body.message}\n\n--\nPT Logbook`,
      },
      {
        language: 'sw',
        to: 'neema@example.tz',
        subject: body.subject,
        text: `Habari Neema,\n\n${body.message}\n\n--\nPT Logbook`,
      },
    ],
  };
}

function serve(count: number) {
  return fakeApi({
    ...signedInStudent(),
    [TO_ALL]: (call) =>
      call.query.get('dry_run') === '1'
        ? { body: dryRun(call, count) }
        : { status: 202, body: SENT },
  });
}

const dryRuns = (calls: TFakeCall[]) => calls.filter((call) => call.query.has('dry_run'));
const sends = (calls: TFakeCall[]) => calls.filter((call) => !call.query.has('dry_run'));

async function renderCard() {
  const rendered = renderWithProviders(<SendToAllCard />, { session: true });
  const card = screen.getByRole('region', { name: /Send to All Users|Tuma kwa Watumiaji Wote/ });
  return { ...rendered, card };
}

/** A Mantine Select's visible input (its value sits in a hidden one of the same label). */
function selectInput(card: HTMLElement, label: string): HTMLInputElement {
  return within(card)
    .getAllByLabelText(label)
    .find(
      (element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden',
    ) as HTMLInputElement;
}

/** Mantine keeps the dropdown out of the accessibility tree while it animates in happy-dom. */
async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  card: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(selectInput(card, label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the audience of Send to All Users', { timeout: 30_000 }, () => {
  it('asks "Send to 409 students?" by default, shows the mail, and sends that audience', async () => {
    const server = serve(409);
    const { user, card } = await renderCard();
    expect(
      (within(card).getByRole('radio', { name: 'All students' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
    await user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await user.click(within(card).getByRole('button', { name: 'Preview and send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send to 409 students?' });
    expect(
      within(dialog).getByText(`“${SUBJECT}” goes to: All students. This cannot be called back.`),
    ).toBeTruthy();
    const preview = within(dialog).getByRole('region', { name: 'The mail as a recipient gets it' });
    expect(within(preview).getByText('To: juma@example.tz')).toBeTruthy();
    expect(within(preview).getByText(`Subject: ${SUBJECT}`)).toBeTruthy();
    expect(within(preview).getByText(/^Hello Juma,/).textContent).toBe(
      `Hello Juma,\n\n${MESSAGE}\n\n--\nPT Logbook`,
    );
    await user.click(within(preview).getByText('Kiswahili'));
    expect(within(preview).getByText(/^Habari Neema,/)).toBeTruthy();
    expect(within(preview).getByText('To: neema@example.tz')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByText('409 e-mails queued.')).toBeTruthy();
    const [counted] = dryRuns(server.callsTo(TO_ALL));
    const [sent] = sends(server.callsTo(TO_ALL));
    expect(counted?.body).toEqual({ subject: SUBJECT, message: MESSAGE, audience: 'students' });
    // The send is the counted audience, nothing else.
    expect(sent?.body).toEqual(counted?.body);
  });

  it('Cancel sends nothing and puts the focus back on Preview and send', async () => {
    const server = serve(409);
    const { user, card } = await renderCard();
    await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
    await user.type(within(card).getByLabelText(/Message/), MESSAGE);
    const previewButton = within(card).getByRole('button', { name: 'Preview and send' });
    await user.click(previewButton);
    const dialog = await screen.findByRole('dialog', { name: 'Send to 409 students?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(previewButton);
    expect(sends(server.callsTo(TO_ALL))).toEqual([]);
  });

  it('narrows by PT phase and program (the program brings its college)', async () => {
    const server = serve(12);
    const { user, card } = await renderCard();
    await choose(user, card, 'PT phase', 'Practical Training 2');
    await choose(user, card, 'Program', 'Civil Engineering');
    expect(selectInput(card, 'College').value).toBe('College of Engineering and Technology (CoET)');
    await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
    await user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await user.click(within(card).getByRole('button', { name: 'Preview and send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send to 12 students?' });
    expect(
      within(dialog).getByText(
        `“${SUBJECT}” goes to: All students · Practical Training 2 · CoET · Civil Engineering. This cannot be called back.`,
      ),
    ).toBeTruthy();
    expect(dryRuns(server.callsTo(TO_ALL))[0]?.body).toEqual({
      subject: SUBJECT,
      message: MESSAGE,
      audience: 'students',
      pt_phase: 'PT2',
      college: 'CoET',
      program: 'CIVIL',
    });
  });

  it('everyone, staff included, is an explicit choice that drops the narrowing', async () => {
    const server = serve(411);
    const { user, card } = await renderCard();
    await choose(user, card, 'PT phase', 'Practical Training 1');
    await user.click(within(card).getByRole('radio', { name: 'Everyone, staff included' }));
    expect(within(card).queryAllByLabelText('PT phase')).toEqual([]);
    await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
    await user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await user.click(within(card).getByRole('button', { name: 'Preview and send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send to 411 accounts?' });
    expect(within(dialog).getByText(/goes to: Everyone, staff included\./)).toBeTruthy();
    expect(dryRuns(server.callsTo(TO_ALL))[0]?.body).toEqual({
      subject: SUBJECT,
      message: MESSAGE,
      audience: 'everyone',
    });
  });

  it('an empty audience is explained under the form, and nothing asks to send', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [TO_ALL]: () => ({
        status: 400,
        body: {
          detail: MESSAGES.email.noRecipients,
          code: 'validation_error',
          errors: { audience: [MESSAGES.email.noRecipients] },
        },
      }),
    });
    const { user, card } = await renderCard();
    await user.type(within(card).getByLabelText(/Subject/), SUBJECT);
    await user.type(within(card).getByLabelText(/Message/), MESSAGE);
    await user.click(within(card).getByRole('button', { name: 'Preview and send' }));
    const failure = await within(card).findByRole('alert');
    expect(failure.textContent).toContain(MESSAGES.email.noRecipients);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sends(server.callsTo(TO_ALL))).toHaveLength(0);
  });

  it('asks in Kiswahili, with the Kiswahili copy shown first', async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    serve(409);
    const { user, card } = await renderCard();
    await user.type(within(card).getByLabelText(/Kichwa/), SUBJECT);
    await user.type(within(card).getByLabelText(/Ujumbe/), MESSAGE);
    await user.click(within(card).getByRole('button', { name: 'Hakiki na utume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tuma kwa wanafunzi 409?' });
    await waitFor(() => expect(within(dialog).getByText(/^Habari Neema,/)).toBeTruthy());
    expect(within(dialog).getByText(/itatumwa kwa: Wanafunzi wote\./)).toBeTruthy();
  });
});
