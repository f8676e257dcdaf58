import { Group } from '@mantine/core';
import { MESSAGES, type TUserExportFormat, todayIso } from '@ptlog/shared';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { ExportButton } from '../../../components/ExportButton';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { adminApi } from '../api';
import { ADMIN_NS } from '../i18n';
import { exportFileName, type TUserFilterForm } from '../user-filters';

const ICONS: Record<TUserExportFormat, typeof IconDownload> = {
  csv: IconDownload,
  xlsx: IconFileSpreadsheet,
};

/**
 * The users list's download with its filters: CSV (spec 2 §2) or an Excel workbook whose phone
 * numbers and dates Excel keeps as they are (ADR 0022). `matching` is the list's count once
 * loaded, so an empty list warns without asking the server.
 */
export function ExportUsersButtons({
  filters,
  matching,
}: {
  filters: TUserFilterForm;
  matching: number | undefined;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => {
        const Icon = ICONS[format];
        return (
          <ExportButton
            key={format}
            label={t(format === 'csv' ? 'users.exportCsv' : 'users.exportXlsx')}
            icon={<Icon size={16} />}
            download={() => adminApi.exportUsers(filters, format)}
            fileName={() => exportFileName(todayIso(), format)}
            listEmpty={matching === 0}
            none={translateMessage(MESSAGES.admin.noUsersToExport)}
            failed={translateMessage(MESSAGES.admin.exportUsersFailed)}
          />
        );
      })}
    </Group>
  );
}
