import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { DiscardChangesDialog, useDiscardQuestion } from './DiscardChangesDialog';
import { GrowingTextarea } from './GrowingTextarea';
import { COMPONENTS_NS } from './i18n';

interface KeptCopyProps {
  /** What the text is, e.g. "Your unsaved summary": the field's label and the buttons' names. */
  label: string;
  text: string;
  onDiscard: () => void;
}

/**
 * Text typed for a week that was submitted before it was saved (here, on another device or in
 * another tab): the week cannot take it any more, so it stays on the device, read-only, to copy
 * and paste elsewhere. Only a confirmed Discard forgets it.
 */
export function KeptCopy({ label, text, onDiscard }: KeptCopyProps) {
  const { t } = useTranslation(COMPONENTS_NS);
  const discard = useDiscardQuestion(onDiscard);
  return (
    <Stack gap="xs">
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('keptCopy.title')}>
        {t('keptCopy.text')}
      </Alert>
      {/* Read-only but selectable: where the clipboard is unavailable it can be copied by hand. */}
      <GrowingTextarea label={label} value={text} readOnly minRows={2} maxRows={10} />
      <CopyButton value={text} timeout={4000}>
        {({ copied, copy }) => (
          <Group gap="sm">
            <Button
              size="xs"
              variant="light"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              aria-label={t('keptCopy.copyLabel', { what: label })}
            >
              {t('keptCopy.copy')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={discard.ask}
              aria-label={t('keptCopy.discardLabel', { what: label })}
            >
              {t('keptCopy.discard')}
            </Button>
            <Text size="sm" c="dimmed" role="status">
              {copied ? t('keptCopy.copied') : ''}
            </Text>
          </Group>
        )}
      </CopyButton>
      <DiscardChangesDialog {...discard.dialogProps} />
    </Stack>
  );
}
