import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

type TContainer = ComponentType<{
  position: 'bottom-center' | 'top-right';
  limit: number;
}>;

// The toasts' container (its transitions and swipe handling) is not in the first load (issue 20):
// it loads with the first toast, and the signed-in shell fetches it ahead (preloadToastContainer)
// so that it is here before the network may go away: the first toast of an offline save must not
// need a download. A failed fetch is tried again; toasts wait in the notifications store meanwhile.
let containerLoad: Promise<TContainer> | null = null;
const RETRY_MS = 5_000;

function loadContainer(): Promise<TContainer> {
  containerLoad ??= import('./ToastContainer').then(
    (module) => module.Notifications as TContainer,
    (error: unknown) => {
      containerLoad = null;
      throw error;
    },
  );
  return containerLoad;
}

/** Fetches the container now, off the critical path, for a later toast. */
export function preloadToastContainer(): void {
  loadContainer().catch(() => undefined);
}

/** The container once `needed` and its chunk is here. */
function useToastContainer(needed: boolean): TContainer | null {
  const [container, setContainer] = useState<TContainer | null>(null);
  useEffect(() => {
    if (!needed) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      loadContainer().then(
        (loaded) => {
          if (alive) setContainer(() => loaded);
        },
        () => {
          if (alive) timer = setTimeout(attempt, RETRY_MS);
        },
      );
    };
    attempt();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [needed]);
  return container;
}

/** Below Mantine's `sm` (48em): a phone, where a toast at the top covers the header and Back. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Where toasts appear: bottom centre on phones (issue 15), top right on wider screens. */
export function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { notifications, queue } = useNotifications();
  // Once needed it stays, so that the last toast can leave with its transition.
  const [needed, setNeeded] = useState(false);
  const waiting = notifications.length + queue.length > 0;
  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  const Container = useToastContainer(needed || waiting);
  if (!Container) return null;
  return <Container position={phone ? 'bottom-center' : 'top-right'} limit={3} />;
}
