import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { formatDateTime } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

/**
 * Says, announced, that the screen shows the copy of its answers kept on this device because the
 * calls found no network (lib/kept-answers.ts), and when it was kept; nothing without one.
 */
export function OfflineCopyNote({ kept }: { kept: { keptAt: number | null } | null }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  if (!kept) return null;
  const { keptAt } = kept;
  return (
    <Alert color="yellow" icon={<IconWifiOff size={18} />} role="status">
      {t('offline.copy')}
      {keptAt !== null && ` ${t('offline.updated', { time: formatDateTime(new Date(keptAt)) })}`}
    </Alert>
  );
}
