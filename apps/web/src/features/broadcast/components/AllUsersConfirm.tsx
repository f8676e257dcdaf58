import type { TEmailAudiencePreview } from '@ptlog/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { audienceText } from '../audience';
import { BROADCAST_NS } from '../i18n';
import { MailPreview } from './MailPreview';

/** The question before a send to users: how many the server counted, whom, and their mail. */
export function AllUsersConfirm({
  preview,
  subject,
  returnFocus,
  loading,
  onConfirm,
  onClose,
}: {
  preview: TEmailAudiencePreview | null;
  subject: string;
  returnFocus: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(BROADCAST_NS);
  const count = preview?.recipients ?? 0;
  const everyone = preview?.audience.audience === 'everyone';
  return (
    <ConfirmDialog
      keepOpenWhileLoading
      opened={preview !== null}
      returnFocus={returnFocus}
      title={everyone ? t('all.confirmEveryone', { count }) : t('all.confirmStudents', { count })}
      message={
        preview
          ? t('all.confirmAudience', { subject, audience: audienceText(t, preview.audience) })
          : ''
      }
      confirmLabel={t('all.confirm')}
      color="blue"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {preview && <MailPreview previews={preview.previews} />}
    </ConfirmDialog>
  );
}
