// @vitest-environment happy-dom
// A ticked row is tinted with the theme colour's shade 1, on which the links' shade 7 is 4.2 to
// 4.4:1 (accessibility audit): its name link is drawn a shade darker (themes.test.ts measures it).
import type { TAdminUserList } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { UsersTable } from './UsersTable';

const NO_WEEKS = { draft: 0, submitted: 0, sent: 0, approved: 0, returned: 0 };

function person(id: number, firstName: string): TAdminUserList['users'][number] {
  return {
    id,
    first_name: firstName,
    last_name: 'Mushi',
    username: `user${id}`,
    email: `user${id}@example.com`,
    is_staff: false,
    is_active: true,
    email_verified: true,
    date_joined: '2026-03-01T08:00:00.000Z',
    last_login: null,
    last_entry: null,
    profile: null,
    week_states: NO_WEEKS,
  };
}

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
