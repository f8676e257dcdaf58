import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { BULK_USER_ACTIONS, type TBulkUserAction } from '@ptlog/shared';
import { BULK_ACTION_COLOR, BULK_ACTION_VERB } from '../user-filters';

interface BulkActionBarProps {
  selectedCount: number;
  onClear: () => void;
  onAction: (action: TBulkUserAction) => void;
}

/** The toolbar over the users list: how many are ticked, and one button per bulk action. */
export function BulkActionBar({ selectedCount, onClear, onAction }: BulkActionBarProps) {
  return (
    <Paper withBorder p="xs" mb="sm" radius="md" role="toolbar" aria-label="Bulk actions">
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={500}>
          {selectedCount === 0 ? 'No users selected' : `${selectedCount} selected`}
          {selectedCount > 0 && (
            <Anchor component="button" type="button" size="sm" ml="xs" onClick={onClear}>
              Clear
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
              aria-label={`${BULK_ACTION_VERB[bulk]} selected users`}
            >
              {bulk}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
