// @vitest-environment happy-dom
// An approval signs the week and cannot be undone: the page says so, and Approve asks once more.
import { MESSAGES } from '@ptlog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeSignoffPage } from '../signoff-page.fixture';
import { SignoffScreen } from './SignoffPage';

const APPROVED = {
  body: { success: true, message: MESSAGES.signoff.approved, status: 'APPROVED' },
};
const RETURNED = {
  body: { success: true, message: MESSAGES.signoff.returned, status: 'DRAFT' },
};

function openPage() {
  const server = fakeApi({
    'GET /signoff/tok/': () => ({ body: makeSignoffPage() }),
    'POST /signoff/tok/': (call) =>
      (call.body as { decision: string }).decision === 'approve' ? APPROVED : RETURNED,
  });
  const view = renderWithProviders(<SignoffScreen token="tok" />, { session: true });
  return { server, ...view };
}

describe('approving on the sign-off page', () => {
  it('says above the buttons that approving is an electronic signature that cannot be undone', async () => {
    openPage();
    await screen.findByRole('button', { name: 'Approve week' });
    expect(
      screen.getByText(
        'Approving signs this week with the name typed above: it is printed on the log book as your electronic signature. An approval cannot be undone.',
      ),
    ).toBeTruthy();
  });

  it('asks once more before approving; Escape and Cancel send nothing and give the focus back', async () => {
    const { server, user } = openPage();
    const approve = await screen.findByRole('button', { name: 'Approve week' });

    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve week 2?' });
    expect(
      within(dialog).getByText(
        "You sign week 2 of Asha Mushi's log book as Eng. Mwita: this name is printed on the log book as your electronic signature. An approval cannot be undone.",
      ),
    ).toBeTruthy();
    // The focus is in the dialog, on the choice that does nothing.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(approve));

    await user.click(approve);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(approve));
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(0);

    await user.click(approve);
    await user.click(await screen.findByRole('button', { name: 'Yes, approve' }));
    await screen.findByText(MESSAGES.signoff.approved);
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(1);
  });

  it('says a typed comment goes with the approval, and that Return asks for changes', async () => {
    const { server, user } = openPage();
    await user.type(await screen.findByLabelText(/Comment/), 'Add the levels of Friday.');
    await user.click(screen.getByRole('button', { name: 'Approve week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve week 2?' });
    expect(
      within(dialog).getByText(
        'Your comment is sent with the approval: the week is approved, not returned. To ask Asha Mushi for changes, cancel and choose "Return to student" instead.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Yes, approve' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Approve with this comment' }));
    await screen.findByText(MESSAGES.signoff.approved);
    expect(server.callsTo('POST /signoff/tok/')[0]!.body).toEqual({
      decision: 'approve',
      signer_name: 'Eng. Mwita',
      comment: 'Add the levels of Friday.',
    });
  });

  it('returns the week at once: the student can send it again', async () => {
    const { server, user } = openPage();
    await user.type(await screen.findByLabelText(/Comment/), 'Add Friday.');
    await user.click(screen.getByRole('button', { name: 'Return to student' }));
    await screen.findByText(MESSAGES.signoff.returned);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST /signoff/tok/')[0]!.body).toEqual({
      decision: 'return',
      signer_name: 'Eng. Mwita',
      comment: 'Add Friday.',
    });
  });

  it('asks for the name beside its field before asking to confirm', async () => {
    const { server, user } = openPage();
    await user.clear(await screen.findByLabelText(/Your name/));
    await user.click(screen.getByRole('button', { name: 'Approve week' }));
    expect(await screen.findByText(MESSAGES.signoff.signerRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST /signoff/tok/')).toHaveLength(0);
  });

  it('says all of it in Kiswahili', async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      const { user } = openPage();
      await screen.findByText(/sahihi yako ya kielektroniki\. Idhini haiwezi kutenguliwa\.$/);
      await user.type(await screen.findByLabelText(/Maoni/), 'Vizuri.');
      await user.click(screen.getByRole('button', { name: 'Idhinisha wiki' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Je, unataka kuidhinisha wiki 2?',
      });
      expect(within(dialog).getByText(/^Maoni yako yatatumwa pamoja na idhini/)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeTruthy();
      expect(
        within(dialog).getByRole('button', { name: 'Idhinisha pamoja na maoni haya' }),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
