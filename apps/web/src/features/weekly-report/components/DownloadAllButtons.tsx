import { Button, Group, Stack, Text } from '@mantine/core';
import type { TExportFormat, TWeeklyReport } from '@ptlog/shared';
import { IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { busyButtonProps } from '../../../components/busy-button';
import { useTranslation } from '../../../i18n/react';
import { useExportDownload } from '../export-api';
import type { TPrintedWeek } from '../export-kiswahili';
import { WEEKLY_REPORT_NS } from '../i18n';
import { KiswahiliDaysNote } from './KiswahiliDaysNote';
import { ProfileGapsNote } from './ProfileGapsNote';

const OFFLINE_HINT_ID = 'downloads-offline-hint';

const FORMATS: { format: TExportFormat; labelKey: string; icon: typeof IconFileText }[] = [
  { format: 'pdf', labelKey: 'overview.downloadAllPdf', icon: IconFileTypePdf },
  { format: 'docx', labelKey: 'overview.downloadAllDocx', icon: IconFileText },
];

/**
 * The log book overview's download of all weekly reports in one file (spec 1 §2, spec 2 §5), the
 * days it prints in Kiswahili, and which logged weeks it prints as drafts (no weekly report yet).
 */
export function DownloadAllButtons({
  reports,
  drafts,
  offline = false,
}: {
  reports: readonly TWeeklyReport[];
  /** The logged weeks with no weekly report, which the download prints as drafts. */
  drafts: readonly TPrintedWeek[];
  /** Shown from the copy kept on this device: a download waits for the connection, and says so. */
  offline?: boolean;
}) {
  const withoutReport = drafts.map((week) => week.week_number);
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const { pending, download } = useExportDownload();
  return (
    <Stack gap={4}>
      <KiswahiliDaysNote reports={[...reports, ...drafts]} />
      <Group gap="sm" align="center">
        <Text size="sm" c="dimmed">
          {t('overview.downloadIntro')}
        </Text>
        {FORMATS.map(({ format, labelKey, icon: Icon }) => (
          <Button
            key={format}
            variant="light"
            leftSection={<Icon size={16} />}
            // Offline, unavailable yet focusable (aria-disabled), so its reason is read out with it.
            {...busyButtonProps(
              pending === `all:${format}`,
              pending !== null && pending !== `all:${format}`,
              offline,
            )}
            data-disabled={offline || undefined}
            aria-describedby={offline ? OFFLINE_HINT_ID : undefined}
            onClick={() => {
              if (!offline) void download({ scope: 'all', format, reports, drafts });
            }}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Group>
      {offline && (
        <Text id={OFFLINE_HINT_ID} size="sm" c="dimmed">
          {t('offline.downloads')}
        </Text>
      )}
      <ProfileGapsNote />
      {withoutReport.length > 0 && (
        <Text size="sm" c="orange.9">
          {t('overview.withoutReport', {
            count: withoutReport.length,
            weeks: withoutReport.join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
