import { Alert, Button, Text } from '@mantine/core';
import { isProfileComplete, MESSAGES, type TProfileAnswer } from '@ptlog/shared';
import { IconInfoCircle, IconWand } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../app/notify';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { registrationInfo } from '../../auth/registration-info';
import { useUpdateProfile } from '../api';
import { describeFilled, planAutoCompletion } from '../auto-complete';
import { PROFILE_NS } from '../i18n';
import { profileUpdateFailure } from '../profile-errors';

/**
 * Spec 1 §3: a profile missing program, year, phase, department or names is completed once from
 * the registration information typed for this account on this device (a failed attempt can be
 * retried); otherwise an incomplete profile
 * gets 'Please complete your profile information.'
 */
export function AutoCompleteNotice({ profile }: { profile: TProfileAnswer }) {
  const { t } = useTranslation(PROFILE_NS);
  const [info] = useState(() => registrationInfo.readFor(profile.user_details.email));
  const plan = useMemo(() => planAutoCompletion(profile, info), [profile, info]);
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const attempted = useRef(false);

  const complete = useCallback(() => {
    if (!plan) return;
    attempted.current = true;
    setFailure(null);
    update.mutate(plan.input, {
      onSuccess: () => {
        // Once: a field the student later sets to "Not set" is not filled again.
        registrationInfo.clear();
        notify.success(MESSAGES.profile.autoCompleted);
      },
      onError: (error) => setFailure(translateMessage(profileUpdateFailure(error).message)),
    });
  }, [plan, update.mutate]);

  useEffect(() => {
    if (plan && !attempted.current) complete();
  }, [plan, complete]);

  if (update.isPending) {
    return (
      <Alert color="blue" icon={<IconWand size={18} />} aria-live="polite">
        {t('autoComplete.working')}
      </Alert>
    );
  }
  if (plan) {
    return (
      <Alert
        color="yellow"
        icon={<IconInfoCircle size={18} />}
        title={translateMessage(MESSAGES.profile.incomplete)}
      >
        <Text size="sm">{t('autoComplete.canFill', { fields: describeFilled(plan.filled) })}</Text>
        {failure && (
          <Text size="sm" c="red" role="alert" mt={4}>
            {failure}
          </Text>
        )}
        <Button mt="sm" size="xs" leftSection={<IconWand size={14} />} onClick={complete}>
          {t('autoComplete.button')}
        </Button>
      </Alert>
    );
  }
  if (!isProfileComplete(profile)) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
        {translateMessage(MESSAGES.profile.incomplete)}
      </Alert>
    );
  }
  return null;
}
