// @vitest-environment happy-dom
// A ticked row is tinted with the theme colour's shade 1, on which the links' shade 7 is 4.2 to
// 4.4:1 (accessibility audit): its name link is drawn a shade darker (themes.test.ts measures it).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedUser as person } from '../../../test/admin-users';
import { renderWithProviders } from '../../../test/render';
import { UsersTable } from './UsersTable';

describe('UsersTable', () => {
  it("tints a ticked row and darkens its name link's colour for the tint", () => {
    renderWithProviders(
      <UsersTable
        users={[person(1, 'Amina'), person(2, 'Baraka')]}
        selected={new Set([1])}
        onToggle={() => undefined}
        onOpen={() => undefined}
        ordering="-date_joined"
        onSort={() => undefined}
      />,
    );
    const link = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
    const row = (name: string) => link(name).closest('tr') as HTMLElement;
    expect(row('Amina').style.background).toBe('var(--mantine-primary-color-light)');
    expect(link('Amina').style.color).toBe('var(--mantine-primary-color-8)');
    expect(row('Baraka').style.background).toBe('');
    expect(link('Baraka').style.color).toBe('');
  });
});
