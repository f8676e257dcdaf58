import { Box, Button, Card, Group, Loader, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { guardFocus } from '../../../lib/guard-focus';
import { actionFailureMessage } from '../error-message';
import { ADMIN_NS } from '../i18n';
import type { TRecordTab } from '../records-url';
import { RecordFormDialog, type TRecordFormProps } from './RecordFormDialog';
import { RecordList, type RecordListProps } from './RecordList';

interface RecordsPanelProps<T extends { id: number }> {
  /** The kind of record: its words are the locales' `records.<kind>.*`. */
  kind: TRecordTab;
  /** Shown under the heading, before the filter. */
  intro?: ReactNode;
  filter: ReactNode;
  list: Omit<RecordListProps<T>, 'label' | 'words' | 'actionNames' | 'onEdit' | 'onRemove'> & {
    /** What an empty filtered list says ('No token usage records for user id 42.'). */
    noMatch: string;
  };
  /**
   * The values that name one record in its Edit and Delete buttons and the question before a
   * deletion (`records.<kind>.editAria`, `deleteAria`, `deleteMessage`).
   */
  wordsOf: (record: T) => Record<string, string>;
  /** The add / edit form, inside the panel's dialog. */
  form: (props: TRecordFormProps<T>) => ReactNode;
  remove: UseMutationResult<null, Error, number>;
}

/**
 * One kind of staff-kept record: its heading and Add button, filter, list, add / edit dialog,
 * and Delete, which asks first.
 */
export function RecordsPanel<T extends { id: number }>({
  kind,
  intro,
  filter,
  list,
  wordsOf,
  form,
  remove: mutation,
}: RecordsPanelProps<T>) {
  const { t } = useTranslation(ADMIN_NS);
  const say = (key: string, values?: Record<string, string>) => t(`records.${kind}.${key}`, values);
  // `editing` and the record to delete stay while their dialog closes, so its text does not
  // change under the closing animation.
  const [editor, setEditor] = useState<{ opened: boolean; editing: T | null }>({
    opened: false,
    editing: null,
  });
  const [removing, setRemoving] = useState<{ opened: boolean; record: T | null }>({
    opened: false,
    record: null,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeEditor = () => setEditor((current) => ({ ...current, opened: false }));
  const closeRemoval = () => setRemoving((current) => ({ ...current, opened: false }));

  const handleRemove = () => {
    const record = removing.record;
    if (!record) return;
    mutation.mutate(record.id, {
      onSuccess: () => {
        closeRemoval();
        // The row and its Delete button are gone: the focus goes to the list's heading.
        guardFocus(() => headingRef.current);
        notify.success(say('deleted'));
      },
      onError: (error) => {
        closeRemoval();
        notify.error(actionFailureMessage(error, t('records.deleteFailed')));
      },
    });
  };

  const headingId = `records-${kind}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
            {say('section')}
          </Title>
          {list.query.isFetching && list.query.data && (
            <Loader size="xs" role="progressbar" aria-label={t('records.updating')} />
          )}
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditor({ opened: true, editing: null })}
        >
          {say('add')}
        </Button>
      </Group>
      {intro}
      <Box mb="sm">{filter}</Box>
      <RecordList
        {...list}
        label={say('section')}
        words={{
          loading: say('loading'),
          loadFailed: say('loadFailed'),
          empty: say('none'),
          noMatch: list.noMatch,
        }}
        actionNames={(record) => ({
          edit: say('editAria', wordsOf(record)),
          remove: say('deleteAria', wordsOf(record)),
        })}
        onEdit={(record) => setEditor({ opened: true, editing: record })}
        onRemove={(record) => setRemoving({ opened: true, record })}
      />
      <RecordFormDialog
        opened={editor.opened}
        title={say(editor.editing ? 'editTitle' : 'addTitle')}
        onClose={closeEditor}
      >
        {(reportGuard) =>
          form({ kind, editing: editor.editing, onClose: closeEditor, reportGuard })
        }
      </RecordFormDialog>
      <ConfirmDialog
        opened={removing.opened}
        title={say('deleteTitle')}
        message={removing.record ? say('deleteMessage', wordsOf(removing.record)) : ''}
        confirmLabel={t('records.delete')}
        loading={mutation.isPending}
        keepOpenWhileLoading
        onConfirm={handleRemove}
        onClose={closeRemoval}
      />
    </Card>
  );
}
