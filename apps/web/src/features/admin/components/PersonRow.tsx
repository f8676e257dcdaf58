import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { initialsOf } from '../format';

/** One line of a people list: initials, name, a dimmed second line, and something on the right. */
export function PersonRow({
  first,
  last,
  name,
  detail,
  right,
}: {
  first: string;
  last: string;
  name: string;
  detail: ReactNode;
  right?: ReactNode;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Avatar radius="xl" size="md" color="initials" name={name} aria-hidden>
          {initialsOf(first, last)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          {/* Two lines, so on a phone the date after an e-mail or an AI use still shows. */}
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        </div>
      </Group>
      {right && <div style={{ flexShrink: 0 }}>{right}</div>}
    </Group>
  );
}

/** A list of PersonRow, or its empty text. */
export function PeopleList({
  label,
  empty,
  children,
  count,
}: {
  label: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </ul>
  );
}
