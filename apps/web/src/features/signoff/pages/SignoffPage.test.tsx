// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeSignoffPage } from '../signoff-page.fixture';
import { SignoffScreen } from './SignoffPage';

const WEEK = makeSignoffPage();

describe('the supervisor sign-off page', () => {
  it('shows the week as it prints; a return needs a comment; approve sends the name', async () => {
    const server = fakeApi({
      'GET /signoff/tok/': () => ({ body: WEEK }),
      'POST /signoff/tok/': () => ({
        body: { success: true, message: MESSAGES.signoff.approved, status: 'APPROVED' },
      }),
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await screen.findByRole('heading', { name: 'Log book sign-off' });
    expect(screen.getByText('Work of Tuesday')).toBeTruthy();
    expect(screen.getByText('ROAD SURVEY')).toBeTruthy();
    expect(screen.getByText('Please sign.')).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Eng. Mwita');

    await user.click(screen.getByRole('button', { name: 'Return to student' }));
    expect(screen.getByText(MESSAGES.signoff.commentRequired)).toBeTruthy();
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve week 2?' });
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await screen.findByText(MESSAGES.signoff.approved);
    expect(server.callsTo('POST /signoff/tok/')[0]!.body).toEqual({
      decision: 'approve',
      signer_name: 'Eng. Mwita',
    });
  });

  it("breaks a long word in the student's message and the main job's title (a 390 px phone)", async () => {
    const url = 'https://drive.example.com/'.padEnd(120, 'x');
    const title = 'Supercalifragilistic'.repeat(4);
    fakeApi({
      'GET /signoff/tok/': () => ({
        body: makeSignoffPage({ message: `See ${url}`, main_job_title: title }),
      }),
    });
    renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    const message = await screen.findByText(`See ${url}`);
    expect(message.style.overflowWrap).toBe('anywhere');
    expect(screen.getByText(title.toUpperCase()).style.overflowWrap).toBe('anywhere');
  });

  it('says clearly when the link expired or was used', async () => {
    fakeApi({
      'GET /signoff/old/': () => ({
        status: 410,
        body: { detail: MESSAGES.signoff.linkGone, code: 'link_gone' },
      }),
    });
    renderWithProviders(<SignoffScreen token="old" />, { session: true });
    await screen.findByText(MESSAGES.signoff.linkGone);
  });

  it('says until when the link works, and offers the language switch', async () => {
    fakeApi({ 'GET /signoff/tok/': () => ({ body: WEEK }) });
    renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    // 30-03-2026 10:00 UTC is 13:00 in East Africa Time.
    await screen.findByText('This link works until 30-03-2026 13:00 EAT.');
    const switcher = screen.getByRole('radiogroup', { name: 'Language' });
    expect((within(switcher).getByRole('radio', { name: 'EN' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(switcher).getByRole('radio', { name: 'SW' })).toBeTruthy();
  });

  it('keeps both buttons off while a decision is on its way', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const server = fakeApi({
      'GET /signoff/tok/': () => ({ body: WEEK }),
      'POST /signoff/tok/': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await user.type(await screen.findByLabelText(/Comment/), 'Well done.');
    await user.click(screen.getByRole('button', { name: 'Approve week' }));
    await user.click(await screen.findByRole('button', { name: 'Approve with this comment' }));
    const back = screen.getByRole('button', { name: 'Return to student' }) as HTMLButtonElement;
    await waitFor(() => expect(back.disabled).toBe(true));
    await user.click(back);
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(1);
    act(() =>
      answer({ body: { success: true, message: MESSAGES.signoff.approved, status: 'APPROVED' } }),
    );
    await screen.findByText(MESSAGES.signoff.approved);
  });

  it('sends one decision for a double tap (two clicks before it shows loading)', async () => {
    const server = fakeApi({
      'GET /signoff/tok/': () => ({ body: WEEK }),
      'POST /signoff/tok/': () => ({
        body: { success: true, message: MESSAGES.signoff.approved, status: 'APPROVED' },
      }),
    });
    renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    const approve = await screen.findByRole('button', { name: 'Approve week' });
    approve.click();
    approve.click();
    const confirm = await screen.findByRole('button', { name: 'Yes, approve' });
    confirm.click();
    confirm.click();
    await screen.findByText(MESSAGES.signoff.approved);
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(1);
  });

  it('shows what happened when another tab decided first', async () => {
    const used = {
      status: 410,
      body: { detail: MESSAGES.signoff.linkApproved, code: 'link_used' },
    };
    let reads = 0;
    const server = fakeApi({
      'GET /signoff/tok/': () => (++reads === 1 ? { body: WEEK } : used),
      'POST /signoff/tok/': () => used,
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await user.type(await screen.findByLabelText(/Comment/), 'Please add Friday.');
    await user.click(screen.getByRole('button', { name: 'Return to student' }));
    await screen.findByRole('heading', { name: 'This link was already used' });
    expect(screen.getByText(MESSAGES.signoff.linkApproved)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve week' })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET /signoff/tok/')).toHaveLength(2));
  });

  const GONE = [
    ['link_used', MESSAGES.signoff.linkApproved, 'This link was already used'],
    ['link_used', MESSAGES.signoff.linkReturned, 'This link was already used'],
    ['link_replaced', MESSAGES.signoff.linkReplaced, 'A newer link was sent'],
    ['link_expired', MESSAGES.signoff.linkExpired, 'This link has expired'],
    ['link_gone', MESSAGES.signoff.linkGone, 'Link not valid'],
  ] as const;

  it.each(GONE)('names a %s link (%s)', async (code, detail, title) => {
    fakeApi({ 'GET /signoff/old/': () => ({ status: 410, body: { detail, code } }) });
    renderWithProviders(<SignoffScreen token="old" />, { session: true });
    await screen.findByRole('heading', { name: title });
    expect(screen.getByText(detail)).toBeTruthy();
  });

  it('names each way a link stops working in Kiswahili', async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      const expected = [
        ['link_used', MESSAGES.signoff.linkReturned, 'Kiungo hiki kimeshatumika', 'imerudishwa'],
        ['link_replaced', MESSAGES.signoff.linkReplaced, 'Kiungo kipya kimetumwa', 'kilichomo'],
        ['link_expired', MESSAGES.signoff.linkExpired, 'Kiungo hiki kimeisha muda', 'aitume'],
      ] as const;
      for (const [code, detail, title, words] of expected) {
        fakeApi({ 'GET /signoff/old/': () => ({ status: 410, body: { detail, code } }) });
        const view = renderWithProviders(<SignoffScreen token="old" />, { session: true });
        await screen.findByRole('heading', { name: title });
        expect(screen.getByText(new RegExp(words))).toBeTruthy();
        expect(screen.queryByText(detail)).toBeNull();
        view.unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's field errors beside the name, in the reader's language", async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      fakeApi({
        'GET /signoff/tok/': () => ({ body: WEEK }),
        // A control character pasted into the name: the form does not look for it, the server does.
        'POST /signoff/tok/': () => ({
          status: 400,
          body: {
            detail: MESSAGES.generic.validationFailed,
            code: 'validation_error',
            errors: { signer_name: [MESSAGES.generic.controlCharacters] },
          },
        }),
      });
      const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
      const name = await screen.findByLabelText(/Jina lako/);
      await user.click(screen.getByRole('button', { name: 'Idhinisha wiki' }));
      await user.click(await screen.findByRole('button', { name: 'Ndiyo, idhinisha' }));
      expect(
        await screen.findByText('Maandishi hayawezi kuwa na herufi za udhibiti.'),
      ).toBeTruthy();
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText(MESSAGES.generic.controlCharacters)).toBeNull();

      // A name past its 200 characters, found by the form itself, in Kiswahili as well.
      await user.clear(name);
      await user.click(name);
      await user.paste('M'.repeat(201));
      await user.click(screen.getByRole('button', { name: 'Idhinisha wiki' }));
      expect(await screen.findByText('Maandishi hayawezi kuzidi herufi 200')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers Try again when the week could not load, and asks again on reconnecting', async () => {
    let online = false;
    const server = fakeApi({
      'GET /signoff/tok/': () => (online ? { body: WEEK } : networkDown()),
    });
    const { user } = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
    await screen.findByRole('heading', { name: 'Could not load the week' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo('GET /signoff/tok/')).toHaveLength(2));
    await screen.findByRole('heading', { name: 'Could not load the week' });

    // Opened offline: the query client never saw the browser go offline, only the return.
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('heading', { name: 'Log book sign-off' });
  });
});
