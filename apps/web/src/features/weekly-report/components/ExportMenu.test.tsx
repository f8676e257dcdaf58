// @vitest-environment happy-dom
// The weekly page's Export menu, opened, puts the focus on its first item, PDF: a screen reader
// says where the reader is (WCAG 4.1.2). Mantine's default first stop was a nameless placeholder.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { weeklyFixture } from '../weekly-report.fixture';
import { ExportMenu } from './ExportMenu';

describe('Export menu', () => {
  it('opened from the keyboard, focuses PDF, a named menu item', async () => {
    const { user } = renderWithProviders(<ExportMenu report={weeklyFixture({ week_number: 3 })} />);
    const exportButton = screen.getByRole('button', { name: 'Export' });
    exportButton.focus();
    await user.keyboard('{Enter}');
    const pdf = await screen.findByRole('menuitem', { name: 'PDF' });
    await waitFor(() => expect(document.activeElement).toBe(pdf));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'DOCX' }));
  });
});
