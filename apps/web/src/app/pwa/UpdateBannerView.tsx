import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';
import type { TApplyUpdate } from './register-sw';

/** The banner's distance from the screen's edges, and from the page's last controls. */
const EDGE_PX = 16;

/**
 * While the banner shows, the page gets room below its end as tall as the banner: its last
 * controls (a form's Save) can be scrolled up above it instead of staying under it.
 */
function useRoomBelowPage(banner: HTMLElement | null) {
  useEffect(() => {
    if (!banner) return;
    const body = document.body.style;
    const before = body.paddingBottom;
    const reserve = () => {
      body.paddingBottom = `${banner.offsetHeight + 2 * EDGE_PX}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      body.paddingBottom = before;
    };
  }, [banner]);
}

/**
 * 'Update Available' when the service worker found a new version of the app. As wide as its
 * words, centred; on a narrow phone the buttons go under the title, whole, rather than cut.
 */
export function UpdateBannerView({
  applyUpdate,
  onLater,
}: {
  applyUpdate: TApplyUpdate;
  onLater: () => void;
}) {
  const { t } = useTranslation(APP_NS);
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  useRoomBelowPage(banner);
  return (
    <Paper
      ref={setBanner}
      role="status"
      shadow="md"
      p="sm"
      withBorder
      pos="fixed"
      bottom={EDGE_PX}
      left={0}
      right={0}
      mx="auto"
      w="fit-content"
      style={{ zIndex: 1000, maxWidth: `calc(100vw - ${2 * EDGE_PX}px)` }}
    >
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <Group gap="sm" wrap="nowrap" style={{ flexGrow: 1 }}>
          <IconRefresh size={20} style={{ flexShrink: 0 }} />
          <Text fw={600}>{t('update.available')}</Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={applyUpdate} style={{ flexShrink: 0 }}>
            {t('update.now')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onLater} style={{ flexShrink: 0 }}>
            {t('update.later')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
