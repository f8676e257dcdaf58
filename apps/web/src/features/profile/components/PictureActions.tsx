import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { LIMITS } from '@ptlog/shared';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { busyButtonProps } from '../../../components/busy-button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { useRemovePicture, useUploadPicture } from '../api';
import { PROFILE_NS } from '../i18n';
import {
  ACCEPTED_PICTURE_TYPES,
  checkPictureFile,
  pictureRemoveFailure,
  pictureUploadFailure,
} from '../profile-errors';

const MAX_MB = LIMITS.PICTURE_MAX_BYTES / (1024 * 1024);

/** Upload (checked here first, then by the server) and Remove (after a confirmation). */
export function PictureActions({ hasPicture }: { hasPicture: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<() => void>(null);

  function handlePick(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    const rejected = checkPictureFile(file);
    setProblem(rejected);
    if (rejected) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(t('picture.updated')),
      onError: (error) => setProblem(translateMessage(pictureUploadFailure(error))),
    });
  }

  function handleRemove() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('picture.removed'));
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(translateMessage(pictureRemoveFailure(error)));
      },
    });
  }

  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <FileButton
          onChange={handlePick}
          accept={ACCEPTED_PICTURE_TYPES.join(',')}
          resetRef={resetRef}
          disabled={busy}
          inputProps={{ 'aria-label': t('picture.fileLabel') }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              {...busyButtonProps(upload.isPending, remove.isPending)}
            >
              {t('picture.upload')}
            </Button>
          )}
        </FileButton>
        {hasPicture && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            {t('picture.remove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('picture.hint', { size: MAX_MB })}
      </Text>
      {problem && (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('picture.confirmTitle')}
        message={t('picture.confirmMessage')}
        confirmLabel={t('picture.confirmLabel')}
        loading={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
