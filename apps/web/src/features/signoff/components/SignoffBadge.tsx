import { Badge } from '@mantine/core';
import { type TSignoffState, weeklyStatusColor } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { SIGNOFF_NS } from '../i18n';

/** The sign-off states a week card or a dashboard row names instead of the week's status. */
export type TSignoffBadgeState = 'returned' | 'sent' | 'approved';

const COLORS: Readonly<Record<TSignoffBadgeState, string>> = {
  returned: 'orange',
  sent: 'indigo',
  approved: weeklyStatusColor('APPROVED'),
};

/**
 * Where a week stands with the supervisor, when that says more than its status: a returned
 * week is a DRAFT and a sent one SUBMITTED, which hide that the student must act or wait.
 */
export function signoffBadgeState(
  state: TSignoffState | null | undefined,
): TSignoffBadgeState | null {
  return state === 'returned' || state === 'sent' || state === 'approved' ? state : null;
}

export function signoffBadgeColor(state: TSignoffBadgeState): string {
  return COLORS[state];
}

/** 'Returned', 'Waiting for supervisor', 'Approved' in the reader's language. */
export function useSignoffBadgeText() {
  const { t } = useTranslation(SIGNOFF_NS);
  return (state: TSignoffBadgeState) => t(`badge.${state}`);
}

export function SignoffBadge({ state }: { state: TSignoffBadgeState }) {
  const text = useSignoffBadgeText();
  return (
    <Badge color={COLORS[state]} variant="light" style={{ flexShrink: 0 }}>
      {text(state)}
    </Badge>
  );
}
