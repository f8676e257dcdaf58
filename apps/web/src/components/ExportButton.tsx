import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { notify } from '../app/notify';
import { isApiError } from '../lib/api-error';
import { saveFile } from '../lib/save-file';
import { useSingleFlight } from '../lib/single-flight';
import { busyButtonProps } from './busy-button';

/**
 * A staff list's download: asks the server for the file and hands it to the browser. `none` is
 * warned without asking when the list shows nothing (`listEmpty`) and when the server answers 404
 * (the list emptied meanwhile); any other failure says `failed`. One download at a time: a double
 * click asks once.
 */
export function ExportButton({
  label,
  icon,
  download,
  fileName,
  listEmpty,
  none,
  failed,
}: {
  label: string;
  icon: ReactNode;
  download: () => Promise<Blob>;
  fileName: () => string;
  listEmpty: boolean;
  none: string;
  failed: string;
}) {
  const [exporting, setExporting] = useState(false);
  const start = useSingleFlight(async () => {
    if (listEmpty) {
      notify.warning(none);
      return;
    }
    setExporting(true);
    try {
      saveFile(await download(), fileName());
    } catch (error) {
      if (isApiError(error) && error.status === 404) notify.warning(none);
      else notify.error(failed);
    } finally {
      setExporting(false);
    }
  });
  return (
    <Button variant="default" leftSection={icon} onClick={start} {...busyButtonProps(exporting)}>
      {label}
    </Button>
  );
}
