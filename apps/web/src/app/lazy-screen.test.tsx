// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubEntryScript } from '../test/entry-script';
import { renderWithProviders } from '../test/render';
import { ErrorBoundary } from './error/ErrorBoundary';
import { lazyScreen } from './lazy-screen';

function Hello() {
  return <h1>Hello screen</h1>;
}

/** A screen whose first `failures` downloads fail, as a dropped connection does. */
function flakyScreen(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch module');
    return { Hello };
  });
  return { load, Screen: lazyScreen(load, 'Hello', { queries: false }) };
}

function inBoundary(Screen: ReturnType<typeof flakyScreen>['Screen'], resetKey?: string) {
  return (
    <ErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The boundary keyed by an address, as the router's is, and a link to another address. */
function Addresses({ Screen }: { Screen: ReturnType<typeof flakyScreen>['Screen'] }) {
  const [address, setAddress] = useState('/billing');
  return (
    <>
      <button type="button" onClick={() => setAddress('/help')}>
        Elsewhere
      </button>
      {inBoundary(Screen, address)}
    </>
  );
}

function renderInBoundary(Screen: ReturnType<typeof flakyScreen>['Screen'], resetKey?: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderWithProviders(inBoundary(Screen, resetKey));
}

describe('lazyScreen', () => {
  it('downloads again on Try Again after a failed download, and then renders', async () => {
    const { load, Screen } = flakyScreen(1);
    const { user } = renderInBoundary(Screen);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Hello screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry by itself: each Try Again is one new download', async () => {
    const { load, Screen } = flakyScreen(2);
    const { user } = renderInBoundary(Screen);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Something went wrong' });
    // Give a loop the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Hello screen' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('downloads again when the boundary is reset by another address', async () => {
    const { load, Screen } = flakyScreen(1);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<Addresses Screen={Screen} />);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await screen.findByRole('heading', { name: 'Hello screen' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reloads the page once when a deploy removed the screen's file, then shows the error", async () => {
    // A new build replaced this page's: the server's page names another entry script.
    const chunk = `${window.location.origin}/assets/Gone-Xy12.js`;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<script type="module" crossorigin src="/assets/index-NEW.js"></script>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    stubEntryScript();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    window.sessionStorage.clear();
    const gone = () =>
      lazyScreen(
        async (): Promise<{ Hello: typeof Hello }> => {
          throw new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
        },
        'Hello',
        { queries: false },
      );
    try {
      const first = renderInBoundary(gone());
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      // The placeholder stays while the page reloads: no error screen flashes first.
      expect(screen.getByText('Loading')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
      first.unmount();

      // The reloaded page fails the same way (a broken deploy): the error screen, no loop.
      renderInBoundary(gone());
      await screen.findByRole('heading', { name: 'Something went wrong' });
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      window.sessionStorage.clear();
    }
  });

  it('renders a screen already downloaded at once, never its fallback', async () => {
    const { Screen } = flakyScreen(0);
    await Screen.preload();
    renderInBoundary(Screen);
    // In the first commit: React.lazy alone would show 'Loading' and the screen a render later.
    expect(screen.queryByRole('heading', { name: 'Hello screen' })).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('downloads a loaded screen once, however often it renders', async () => {
    const { load, Screen } = flakyScreen(0);
    await Screen.preload();
    const { rerender } = renderInBoundary(Screen);
    await screen.findByRole('heading', { name: 'Hello screen' });
    rerender(<Screen />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
