import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { BULK_USER_ACTIONS, type TBulkUserAction } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { ADMIN_NS } from '../i18n';
import { BULK_ACTION_COLOR } from '../user-filters';

interface BulkActionBarProps {
  selectedCount: number;
  onClear: () => void;
  onAction: (action: TBulkUserAction) => void;
}

/** The toolbar over the users list: how many are ticked, and one button per bulk action. */
export function BulkActionBar({ selectedCount, onClear, onAction }: BulkActionBarProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Paper withBorder p="xs" mb="sm" radius="md" role="toolbar" aria-label={t('bulk.toolbar')}>
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          {selectedCount === 0 ? t('bulk.none') : t('bulk.selected', { count: selectedCount })}
          {selectedCount > 0 && (
            <Anchor component="button" type="button" size="sm" ml="xs" onClick={onClear}>
              {t('bulk.clear')}
            </Anchor>
          )}
        </Text>
        <Group gap="xs">
          {BULK_USER_ACTIONS.map((bulk) => (
            <Button
              key={bulk}
              size="xs"
              variant={bulk === 'DELETE' ? 'filled' : 'light'}
              color={BULK_ACTION_COLOR[bulk]}
              onClick={() => onAction(bulk)}
              aria-label={t(`bulk.aria.${bulk}`)}
            >
              {t(`bulk.button.${bulk}`)}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
