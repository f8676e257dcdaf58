import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { APP_NS } from './i18n';

/** What shows while a screen's chunk loads: the shape of a title and two cards, not a blank. */
export function ScreenSkeleton() {
  const { t } = useTranslation(APP_NS);
  return (
    <Stack gap="md" role="progressbar" aria-busy="true" aria-label={t('screen.loading')}>
      <Skeleton height={28} width="45%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
