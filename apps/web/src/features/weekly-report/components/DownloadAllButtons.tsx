import { Button, Group, Text } from '@mantine/core';
import type { TExportFormat, TWeeklyReport } from '@ptlog/shared';
import { IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useExportDownload } from '../api';

const FORMATS: { format: TExportFormat; label: string; icon: typeof IconFileText }[] = [
  { format: 'pdf', label: 'Download all (PDF)', icon: IconFileTypePdf },
  { format: 'docx', label: 'Download all (DOCX)', icon: IconFileText },
];

/** The log book overview's download of all weekly reports in one file (spec 1 §2, spec 2 §5). */
export function DownloadAllButtons({ reports }: { reports: readonly TWeeklyReport[] }) {
  const { pending, download } = useExportDownload();
  return (
    <Group gap="sm" align="center">
      <Text size="sm" c="dimmed">
        Your whole log book, with a cover page:
      </Text>
      {FORMATS.map(({ format, label, icon: Icon }) => (
        <Button
          key={format}
          variant="light"
          leftSection={<Icon size={16} />}
          loading={pending === `all:${format}`}
          disabled={pending !== null && pending !== `all:${format}`}
          onClick={() => void download({ scope: 'all', format, reports })}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
