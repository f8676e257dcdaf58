import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Below Mantine's `sm` (48em): a phone, where a toast at the top covers the header and Back. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Where toasts appear: bottom centre on phones (issue 15), top right on wider screens. */
export function ToastHost() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={3} />;
}
