// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../i18n/i18n';
import { renderWithProviders } from '../test/render';
import { ListPagination } from './ListPagination';

describe('ListPagination', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names each page number as a page, not a bare number', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListPagination pages={61} page={1} onChange={onChange} />,
    );
    const current = screen.getByRole('button', { name: 'page 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'page 61' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '61' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'next page' })).toBeTruthy();
  });

  it('names them in Kiswahili too', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderWithProviders(<ListPagination pages={61} page={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'ukurasa 61' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ukurasa unaofuata' })).toBeTruthy();
  });
});
