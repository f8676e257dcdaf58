import { Button, Menu } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconChevronDown, IconDownload, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { busyButtonProps } from '../../../components/busy-button';
import { useTranslation } from '../../../i18n/react';
import { useExportDownload } from '../export-api';
import { WEEKLY_REPORT_NS } from '../i18n';
import { KiswahiliDaysNote } from './KiswahiliDaysNote';
import { ProfileGapsNote } from './ProfileGapsNote';

/** The weekly report page's Export menu (spec 2 §2): this week as PDF or DOCX. */
export function ExportMenu({ report }: { report: TWeeklyReport }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const { pending, download } = useExportDownload();
  const start = (format: 'pdf' | 'docx') =>
    void download({ scope: 'week', format, week: report.week_number, reports: [report] });
  return (
    // Opened, the focus goes to PDF, the first item: Mantine's own first stop is a placeholder
    // with no name, which a screen reader announces as nothing (WCAG 4.1.2).
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          // Busy, not disabled: the menu gives the focus back to this button as the download
          // starts, and a disabled one would drop it to the page.
          {...busyButtonProps(pending !== null)}
        >
          {t('actions.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('actions.exportWeek', { week: report.week_number })}</Menu.Label>
        <KiswahiliDaysNote reports={[report]} inMenu />
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => start('pdf')}
          data-autofocus
        >
          PDF
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => start('docx')}>
          DOCX
        </Menu.Item>
        <ProfileGapsNote inMenu />
      </Menu.Dropdown>
    </Menu>
  );
}
