import { Alert } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconLock } from '@tabler/icons-react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { SIGNOFF_NS } from '../i18n';

/** The week's own student opened the link: they may read it, only the supervisor decides. */
export function OwnWeekNotice() {
  const { t } = useTranslation(SIGNOFF_NS);
  return (
    <Alert color="orange" icon={<IconLock size={18} />} title={t('page.ownWeekTitle')}>
      {translateMessage(MESSAGES.signoff.ownWeek)}
    </Alert>
  );
}
