// @vitest-environment happy-dom
// Mantine's PasswordInput marks its inner input with data-invalid only: a screen reader would
// neither hear that the field is wrong nor its error.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('says it is invalid, and reads its error and hint, when it has an error', () => {
    renderWithProviders(
      <PasswordField label="New password" description="At least 8 characters." error="Too short" />,
    );
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent)
      .sort();
    expect(described).toEqual(['At least 8 characters.', 'Too short']);
  });

  it('is not invalid without an error', () => {
    renderWithProviders(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });
});
