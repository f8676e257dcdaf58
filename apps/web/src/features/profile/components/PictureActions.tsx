import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { LIMITS } from '@ptlog/shared';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useRemovePicture, useUploadPicture } from '../api';
import {
  ACCEPTED_PICTURE_TYPES,
  checkPictureFile,
  pictureRemoveFailure,
  pictureUploadFailure,
} from '../profile-errors';

const MAX_MB = LIMITS.PICTURE_MAX_BYTES / (1024 * 1024);

/** Upload (checked here first, then by the server) and Remove (after a confirmation). */
export function PictureActions({ hasPicture }: { hasPicture: boolean }) {
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
      onSuccess: () => notify.success('Profile picture updated.'),
      onError: (error) => setProblem(pictureUploadFailure(error)),
    });
  }

  function handleRemove() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('Profile picture removed.');
      },
      onError: (error) => {
        setConfirming(false);
        setProblem(pictureRemoveFailure(error));
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
          inputProps={{ 'aria-label': 'Profile picture file' }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
              disabled={remove.isPending}
            >
              Upload picture
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
            Remove picture
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        JPEG, PNG or WebP, at most {MAX_MB} MB.
      </Text>
      {problem && (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remove profile picture?"
        message="Your initials will be shown instead of the picture."
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
