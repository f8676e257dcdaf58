// @vitest-environment happy-dom
// The college heads the log book page as written: an uppercase transform made 'CoET' 'COET'.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReportHeader } from './ReportHeader';

describe('ReportHeader', () => {
  it('keeps the college acronym as written', async () => {
    renderWithProviders(
      <ReportHeader
        week={1}
        college="College of Engineering and Technology (CoET)"
        dates={{ start: '2026-01-05', end: '2026-01-09' }}
        status="DRAFT"
      />,
    );
    const college = await screen.findByText('College of Engineering and Technology (CoET)');
    expect(getComputedStyle(college).textTransform).not.toBe('uppercase');
    expect(college.getAttribute('style') ?? '').not.toMatch(/uppercase/);
  });
});
