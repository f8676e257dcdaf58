import { Badge } from '@mantine/core';
import type { TAccountState } from '@ptlog/shared';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { ACCOUNT_STATE_COLOR } from '../account-state';
import { STAFF_BILLING_NS } from '../i18n';

/** Next to the payer's name: 'Account banned', 'suspended' or 'deleted'; nothing when active. */
export function AccountStateBadge({ state }: { state: TAccountState }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  if (state === 'active') return null;
  return (
    <Badge
      color={ACCOUNT_STATE_COLOR[state]}
      variant="light"
      leftSection={<IconUserOff size={12} aria-hidden />}
      // Whole, wrapped if need be, as the rejected-before badge.
      h="auto"
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4 } }}
      data-testid="account-state"
    >
      {t(`accountState.${state}`)}
    </Badge>
  );
}
