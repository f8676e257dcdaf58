// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { RemindersCard } from './RemindersCard';

describe('RemindersCard', () => {
  it('says the setting could not be loaded, and Retry loads it', async () => {
    let down = true;
    fakeApi({
      'GET /user/reminders/': () =>
        down ? { status: 500, body: { detail: 'Server error' } } : { body: { enabled: true } },
    });
    const { user } = renderWithProviders(<RemindersCard />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your reminder setting.')).toBeTruthy();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
