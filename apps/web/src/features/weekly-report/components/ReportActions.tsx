import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TWeeklyReport } from '@ptlog/shared';
import { IconEdit, IconRestore, IconSend } from '@tabler/icons-react';
import type { Ref } from 'react';
import { ExportMenu } from './ExportMenu';

interface ReportActionsProps {
  report: TWeeklyReport;
  readOnly: boolean;
  editing: boolean;
  onEdit: () => void;
  onSubmit: () => void;
  editButtonRef: Ref<HTMLButtonElement>;
}

const RESET_HINT = 'Available after an AI enhancement';

/**
 * Edit Report and Submit Week for a draft; Reset to Original is always shown (spec 1 §2) but
 * stays unavailable until AI enhancement exists; the Export menu (PDF, DOCX) always.
 */
export function ReportActions({
  report,
  readOnly,
  editing,
  onEdit,
  onSubmit,
  editButtonRef,
}: ReportActionsProps) {
  return (
    <Group gap="sm">
      {!readOnly && (
        <Button
          ref={editButtonRef}
          leftSection={<IconEdit size={16} />}
          onClick={onEdit}
          disabled={editing}
        >
          Edit Report
        </Button>
      )}
      <Tooltip label={RESET_HINT} events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant="default"
          leftSection={<IconRestore size={16} />}
          data-disabled
          aria-disabled="true"
          aria-describedby="reset-original-hint"
          onClick={(event) => event.preventDefault()}
        >
          Reset to Original
        </Button>
      </Tooltip>
      <VisuallyHidden id="reset-original-hint">{RESET_HINT}</VisuallyHidden>
      {!readOnly && (
        <Button
          color="green"
          variant="light"
          leftSection={<IconSend size={16} />}
          onClick={onSubmit}
        >
          Submit Week
        </Button>
      )}
      <ExportMenu report={report} />
    </Group>
  );
}
