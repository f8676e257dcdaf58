// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../i18n/i18n';
import { renderWithProviders } from '../test/render';
import { DiscardChangesDialog } from './DiscardChangesDialog';

function renderQuestion() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <DiscardChangesDialog opened onConfirm={onConfirm} onClose={onClose} />,
  );
  return { ...view, onConfirm, onClose };
}

describe('DiscardChangesDialog', () => {
  it('asks with Keep editing focused first, and discards only on Yes', async () => {
    const { user, onConfirm, onClose } = renderQuestion();
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(
      within(question).getByText('What you typed and did not save will be lost.'),
    ).toBeTruthy();
    const keep = within(question).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await user.click(keep);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Yes, discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks in Kiswahili', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      renderQuestion();
      const question = await screen.findByRole('dialog', { name: 'Futa mabadiliko yako?' });
      expect(within(question).getByRole('button', { name: 'Endelea kuhariri' })).toBeTruthy();
      expect(within(question).getByRole('button', { name: 'Ndiyo, futa' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
