import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { STAFF_BILLING_NS } from '../i18n';

/**
 * A payment's transaction ID (ADR 18) as staff look it up in the operator's statement: monospace,
 * bold, with a button that copies it. The button's name says what it copies, and then that it did.
 */
export function TransactionCode({ code, size = 'sm' }: { code: string; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation(STAFF_BILLING_NS);
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <Text span ff="monospace" fw={700} size={size} style={{ overflowWrap: 'anywhere' }}>
        {code}
      </Text>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? t('code.copied') : t('code.copy', { code })}
            title={copied ? t('code.copied') : t('code.copy', { code })}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}
