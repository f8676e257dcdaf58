import { Skeleton, Stack } from '@mantine/core';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

/** The shape of the weekly report page while it loads. */
export function ReportSkeleton() {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  return (
    <Stack role="progressbar" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton height={14} width="45%" />
      <Skeleton height={30} width="30%" />
      <Skeleton height={14} width="55%" />
      <Skeleton height={36} width="60%" mt="sm" />
      {['log', 'summary', 'job'].map((key) => (
        <CardSkeleton key={key} titleWidth="35%" padding="md" />
      ))}
    </Stack>
  );
}
