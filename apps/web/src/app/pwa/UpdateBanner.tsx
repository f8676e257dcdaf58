import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../i18n';
import { registerServiceWorker, type TApplyUpdate } from './register-sw';

/** 'Update Available' when the service worker found a new version of the app. */
export function UpdateBanner() {
  const [applyUpdate, setApplyUpdate] = useState<TApplyUpdate | null>(null);
  useEffect(() => registerServiceWorker((apply) => setApplyUpdate(() => apply)), []);
  const { t } = useTranslation(APP_NS);
  if (!applyUpdate) return null;
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
        <Button size="xs" onClick={applyUpdate}>
          {t('update.now')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setApplyUpdate(null)}>
          {t('update.later')}
        </Button>
      </Group>
    </Paper>
  );
}
