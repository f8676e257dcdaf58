import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { busyButtonProps } from '../../components/busy-button';
import { useTranslation } from '../../i18n/react';
import { offlineOutbox } from '../../lib/offline-outbox';
import { APP_NS } from '../i18n';
import { sendOutboxEntry } from '../offline/send-outbox-entry';
import { useSession } from '../session/SessionProvider';
import './shell-strings';

// Only needed when changes wait: loaded then, so the shell's first load stays without the dialog
// (and the positioning code its chunk shares, which the bundle budget keeps out of first loads).
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * Signs out. Changes kept on this device are sent first when the network allows; any still
 * waiting are named before the student leaves: they stay on this device for their next sign-in.
 */
export function LogoutButton() {
  const { logout } = useSession();
  const { t } = useTranslation(APP_NS);
  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState(0);
  // The question mounts already open, so Mantine never saw what had the focus before it: Logout
  // takes it back when the question is put away.
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function signOut() {
    if (offlineOutbox.list().length > 0) {
      setSending(true);
      await offlineOutbox.flush(sendOutboxEntry).catch(() => undefined);
      setSending(false);
      const waiting = offlineOutbox.list().length;
      if (waiting > 0) {
        setUnsent(waiting);
        return;
      }
    }
    await logout();
  }

  return (
    <>
      <Button
        ref={buttonRef}
        variant="subtle"
        color="red"
        leftSection={<IconLogout size={18} />}
        justify="flex-start"
        fullWidth
        // Busy while the changes are sent, not disabled: the focus stays on it.
        {...busyButtonProps(sending)}
        onClick={() => void signOut()}
      >
        {t('layout.logout')}
      </Button>
      {unsent > 0 && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={t('logout.unsentTitle')}
            message={t('logout.unsentMessage', { count: unsent })}
            confirmLabel={t('layout.logout')}
            onConfirm={() => {
              setUnsent(0);
              void logout();
            }}
            onClose={() => {
              setUnsent(0);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
