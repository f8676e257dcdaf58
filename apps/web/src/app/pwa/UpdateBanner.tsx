import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../i18n';

/** 'Update Available' when the service worker found a new version of the app. */
export function UpdateBanner() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const { t } = useTranslation(APP_NS);
  if (!needRefresh) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      p="sm"
      withBorder
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1000, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <IconRefresh size={20} />
        <Text fw={600}>{t('update.available')}</Text>
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t('update.now')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </Button>
      </Group>
    </Paper>
  );
}
