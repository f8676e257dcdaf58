import { Button, Group } from '@mantine/core';
import { MESSAGES, type TUserExportFormat, todayIso } from '@ptlog/shared';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { translateMessage } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { useSingleFlight } from '../../../lib/single-flight';
import { adminApi } from '../api';
import { ADMIN_NS } from '../i18n';
import { exportFileName, type TUserFilterForm } from '../user-filters';

/**
 * The users list's download, with its filters: CSV (spec 2 §2) or an Excel workbook whose phone
 * numbers and dates Excel keeps as they are (ADR 0022). One export at a time; `matching` is the
 * list's count once loaded, so an empty list warns without asking the server.
 */
export function ExportUsersButtons({
  filters,
  matching,
}: {
  filters: TUserFilterForm;
  matching: number | undefined;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [exporting, setExporting] = useState<TUserExportFormat | null>(null);

  const exportUsers = useSingleFlight(async (format: TUserExportFormat) => {
    if (matching === 0) {
      notify.warning(translateMessage(MESSAGES.admin.noUsersToExport));
      return;
    }
    setExporting(format);
    try {
      const file = await adminApi.exportUsers(filters, format);
      saveFile(file, exportFileName(todayIso(), format));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        notify.warning(translateMessage(MESSAGES.admin.noUsersToExport));
      } else notify.error(translateMessage(MESSAGES.admin.exportUsersFailed));
    } finally {
      setExporting(null);
    }
  });

  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => exportUsers('csv')}
        loading={exporting === 'csv'}
        disabled={exporting === 'xlsx'}
      >
        {t('users.exportCsv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => exportUsers('xlsx')}
        loading={exporting === 'xlsx'}
        disabled={exporting === 'csv'}
      >
        {t('users.exportXlsx')}
      </Button>
    </Group>
  );
}
