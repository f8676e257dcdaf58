// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { settledWithin, startFirstProfile, takeFirstProfile } from './first-profile';
import { useSession } from './SessionProvider';

/** Records every status the session rendered with in `seen`, and shows the last one. */
function Probe({ seen }: { seen: string[] }) {
  const { status, profile } = useSession();
  seen.push(status);
  return <p>{`${status} ${profile?.company_name ?? ''}`}</p>;
}

describe('SessionProvider and the entry’s first profile call', () => {
  it('starts signed in when the first call answered before the first render', async () => {
    const api = fakeApi(signedInStudent({ company_name: 'TANESCO' }));
    await startFirstProfile();
    const seen: string[] = [];
    renderWithProviders(<Probe seen={seen} />, { session: true });

    expect(seen[0]).toBe('signed-in');
    // The mount's profile load took that same call (synchronously, in its effect)...
    expect(takeFirstProfile()).toBeNull();
    await screen.findByText('signed-in TANESCO');
    // ...so there was no second call, and no loader in between.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /auth/profile/')).toHaveLength(1);
    expect(seen).not.toContain('loading');
  });

  it.each([
    ['a first call still under way', true],
    ['no first call (the session asks itself)', false],
  ])('shows the loader until the profile answers, with %s, and asks once', async (_, first) => {
    const api = fakeApi(signedInStudent({ company_name: 'TANESCO' }));
    if (first) void startFirstProfile();
    const seen: string[] = [];
    renderWithProviders(<Probe seen={seen} />, { session: true });

    expect(seen[0]).toBe('loading');
    await screen.findByText('signed-in TANESCO');
    expect(api.callsTo('GET /auth/profile/')).toHaveLength(1);
  });

  it('ends the session when the first call finds it over (401)', async () => {
    fakeApi({
      ...signedInStudent(),
      'GET /auth/profile/': () => ({ status: 401, body: { detail: 'Token expired.' } }),
    });
    void startFirstProfile();
    renderWithProviders(<Probe seen={[]} />, { session: true });

    await screen.findByText(/^signed-out/);
    expect(takeFirstProfile()).toBeNull();
  });
});

describe('settledWithin', () => {
  it('settles when the promise does, failed or not', async () => {
    const started = Date.now();
    await settledWithin(Promise.reject(new Error('offline')), 10_000);
    await settledWithin(Promise.resolve('answer'), 10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('settles after the wait when the promise does not', async () => {
    const never = new Promise(() => undefined);
    const outcome = await Promise.race([
      settledWithin(never, 20).then(() => 'waited'),
      new Promise((resolve) => setTimeout(() => resolve('stuck'), 5_000)),
    ]);
    expect(outcome).toBe('waited');
  });
});
