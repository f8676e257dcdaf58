// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@ptlog/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { fakeApi, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { FeedbackForm } from './FeedbackForm';

configure({ asyncUtilTimeout: 5_000 });

const SEND = 'POST /auth/feedback/';
const accepted: TFakeHandler = () => ({
  status: 201,
  body: { success: true, message: MESSAGES.feedback.success, id: 9 },
});

function renderForm(answer: TFakeHandler = accepted) {
  const server = fakeApi({ ...signedInStudent(), [SEND]: answer });
  return { server, ...renderWithProviders(<FeedbackForm />) };
}

describe('the feedback form', { timeout: 30_000 }, () => {
  it('keeps Send disabled until subject and message are both filled, then sends them', async () => {
    const { server, user } = renderForm();
    const send = screen.getByRole('button', { name: 'Send Feedback' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Subject/), 'Export');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Message/), '   ');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Message/), 'The PDF has no week 3 ');
    await user.click(screen.getByText('Feature'));
    expect(send.disabled).toBe(false);
    await user.click(send);
    await waitFor(() => expect(server.callsTo(SEND)).toHaveLength(1));
    expect(server.callsTo(SEND)[0]?.body).toEqual({
      type: 'feature',
      subject: 'Export',
      message: 'The PDF has no week 3',
    });
    expect((await screen.findAllByText(MESSAGES.feedback.success)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('');
  });

  it('sends once for a double tap on Send (two clicks before it shows loading)', async () => {
    const { server, user } = renderForm();
    await user.type(screen.getByLabelText(/Subject/), 'Export');
    await user.type(screen.getByLabelText(/Message/), 'The PDF has no week 3');
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    send.click();
    send.click();
    await waitFor(() =>
      expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe(''),
    );
    expect(server.callsTo(SEND)).toHaveLength(1);
  });

  it('says it was sent once, beside the form, with a close button named in Kiswahili', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      const { user } = renderForm();
      await user.type(screen.getByLabelText(/Kichwa/), 'Export');
      await user.type(screen.getByLabelText(/Ujumbe/), 'The PDF has no week 3');
      await user.click(screen.getByRole('button', { name: 'Tuma Maoni' }));
      const thanks = translateMessage(MESSAGES.feedback.success);
      const status = await screen.findByRole('status');
      within(status).getByText(thanks);
      // Not again as a toast: one message, read out once.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getAllByText(thanks)).toHaveLength(1);
      await user.click(within(status).getByRole('button', { name: 'Funga' }));
      expect(screen.queryByText(thanks)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('gives the focus to the success message after a send, and to Subject when it is closed', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Subject/), 'Export');
    await user.type(screen.getByLabelText(/Message/), 'The PDF has no week 3');
    const send = screen.getByRole('button', { name: 'Send Feedback' }) as HTMLButtonElement;
    send.focus();
    await user.keyboard('{Enter}');
    const status = await screen.findByRole('status');
    // The emptied form disables Send: the focus is on the message saying it was sent, not lost.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(send.disabled).toBe(true);
    within(status).getByText(MESSAGES.feedback.success);
    expect(status.getAttribute('tabindex')).toBe('-1');
    await user.tab();
    const close = within(status).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Subject/));
  });

  it('leaves the focus alone after a send when the reader went on outside the form', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const server = fakeApi({
      ...signedInStudent(),
      [SEND]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(
      <>
        <FeedbackForm />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.type(screen.getByLabelText(/Subject/), 'Export');
    await user.type(screen.getByLabelText(/Message/), 'The PDF has no week 3');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(server.callsTo(SEND)).toHaveLength(1));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    answer({ status: 201, body: { success: true, message: MESSAGES.feedback.success, id: 9 } });
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('offers the four types as labelled radios, chosen with the arrow keys', async () => {
    const { user } = renderForm();
    const types = screen.getByRole('radiogroup', { name: 'Type' });
    const radios = within(types).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Bug',
      'Feature',
      'Improvement',
      'Other',
    ]);
    expect(radios[0]?.checked).toBe(true);
    await user.click(radios[0]!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(radios[2]?.checked).toBe(true);
  });

  it("shows the spec's failure message when the server fails", async () => {
    const toasts = vi.spyOn(notifications, 'show');
    const { user } = renderForm(() => ({
      status: 500,
      body: { detail: 'boom', code: 'internal' },
    }));
    await user.type(screen.getByLabelText(/Subject/), 'Hi');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    within(await screen.findByRole('alert')).getByText(MESSAGES.feedback.failed);
    // Said once, beside the form, not again as a toast.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts).not.toHaveBeenCalled();
    toasts.mockRestore();
  });

  it('passes on the rate limit message', async () => {
    const { user } = renderForm(() => ({
      status: 429,
      body: { detail: MESSAGES.feedback.tooMany, code: 'rate_limited' },
    }));
    await user.type(screen.getByLabelText(/Subject/), 'Hi');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect((await screen.findAllByText(MESSAGES.feedback.tooMany)).length).toBeGreaterThan(0);
  });
});
