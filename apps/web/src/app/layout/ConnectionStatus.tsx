import { Badge, VisuallyHidden } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { COMMON_NS } from '../../i18n/common';
import { useTranslation } from '../../i18n/react';

/** How long "Back online" stays after the connection returns. */
export const BACK_ONLINE_SHOWN_MS = 5_000;

/**
 * The header's word for the connection: "Offline" while the browser is offline, "Back online" for
 * a few seconds after, both said by a polite live region when they change (not at the first
 * render: an app opened offline shows it, the avatar's description says it). A screen that
 * shows the copy kept on the device (the daily page's note) says more about that screen.
 */
export function ConnectionStatus({ online }: { online: boolean }) {
  const { t } = useTranslation(COMMON_NS);
  // From the browser's events, not from `online`: useNetwork starts at true and reads the
  // browser's state after the first render, which is no change to read out.
  const [announced, setAnnounced] = useState<'offline' | 'back' | null>(null);
  useWindowEvent('offline', () => setAnnounced('offline'));
  useWindowEvent('online', () => setAnnounced('back'));
  useEffect(() => {
    if (announced !== 'back') return;
    const timer = window.setTimeout(() => setAnnounced(null), BACK_ONLINE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [announced]);

  const back = online && announced === 'back';
  return (
    <>
      {(!online || back) && (
        <Badge
          size="md"
          variant="light"
          color={online ? 'green' : 'yellow'}
          tt="none"
          leftSection={online ? undefined : <IconWifiOff size={14} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          {online ? t('states.backOnline') : t('states.offlineShort')}
        </Badge>
      )}
      {/* In the page from the start, so that a change of its text is read out. */}
      <VisuallyHidden role="status">
        {announced === 'offline' && !online && t('states.offlineKept')}
        {back && t('states.backOnline')}
      </VisuallyHidden>
    </>
  );
}
