import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// The toasts' container (its transitions and swipe handling) loads after the first paint; a toast
// shown before it arrives waits in the notifications store and appears with it (issue 20).
const Notifications = lazy(() =>
  import('./ToastContainer').then((module) => ({ default: module.Notifications })),
);

/** Below Mantine's `sm` (48em): a phone, where a toast at the top covers the header and Back. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Where toasts appear: bottom centre on phones (issue 15), top right on wider screens. */
export function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Suspense fallback={null}>
      <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={3} />
    </Suspense>
  );
}
