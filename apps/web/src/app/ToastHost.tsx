import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

// The toasts' container (its transitions and swipe handling) loads with the first toast: a toast
// waits in the notifications store meanwhile and appears with it (issue 20: not in the first load).
const Notifications = lazy(() =>
  import('./ToastContainer').then((module) => ({ default: module.Notifications })),
);

/** Below Mantine's `sm` (48em): a phone, where a toast at the top covers the header and Back. */
const PHONE_QUERY = '(max-width: 47.99em)';

let needed = false;

/** Where toasts appear: bottom centre on phones (issue 15), top right on wider screens. */
export function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { notifications, queue } = useNotifications();
  // Once mounted it stays, so that the last toast can leave with its transition.
  needed ||= notifications.length + queue.length > 0;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={3} />
    </Suspense>
  );
}
