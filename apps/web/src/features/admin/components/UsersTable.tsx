import { Anchor, Badge, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminUser, TWeekStateCounts } from '@ptlog/shared';
import { formatDay, personName } from '../format';
import { programLabel, USER_STATE_BADGE, userState, weekStatesText } from '../user-filters';

function StateBadge({ user }: { user: TAdminUser }) {
  const badge = USER_STATE_BADGE[userState(user)];
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {user.is_staff && <Badge variant="outline">Staff</Badge>}
    </Group>
  );
}

interface UsersTableProps {
  users: (TAdminUser & { week_states?: TWeekStateCounts })[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpen: (id: number) => void;
}

/** One page of users: a tick box each, the name opens the details drawer. */
export function UsersTable({ users, selected, onToggle, onOpen }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Select</VisuallyHidden>
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Program</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="sm">Joined</Table.Th>
            <Table.Th visibleFrom="md">Weeks (supervisor)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = personName(user.first_name, user.last_name, user.username);
            return (
              <Table.Tr
                key={user.id}
                bg={selected.has(user.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name} (${user.email})`}
                    checked={selected.has(user.id)}
                    onChange={() => onToggle(user.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={500}
                    onClick={() => onOpen(user.id)}
                    aria-label={`Details of ${name} (${user.email})`}
                  >
                    {name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{programLabel(user.profile?.program)}</Table.Td>
                <Table.Td>
                  <StateBadge user={user} />
                </Table.Td>
                <Table.Td visibleFrom="sm">{formatDay(user.date_joined)}</Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="xs">{user.week_states ? weekStatesText(user.week_states) : '—'}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
