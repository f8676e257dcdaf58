import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TActiveSession } from '@ptlog/shared';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { formatExactTime, formatRelativeTime } from '../relative-time';

const MOBILE_RE = /android|iphone|ipad|ios|mobile/i;

/** One signed-in device: what it is, where from, and when it was last used. */
export function SessionItem({ session, nowMs }: { session: TActiveSession; nowMs: number }) {
  const Icon = MOBILE_RE.test(`${session.device} ${session.platform}`)
    ? IconDeviceMobile
    : IconDeviceDesktop;
  const details = [session.platform, session.ip].filter(Boolean).join(' · ');
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Icon size={24} stroke={1.5} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {session.device || 'Unknown device'}
          </Text>
          {session.current && (
            <Badge color="green" variant="light" size="sm">
              This device
            </Badge>
          )}
        </Group>
        {details && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Last used{' '}
          <time dateTime={session.last_used_at} title={formatExactTime(session.last_used_at)}>
            {formatRelativeTime(session.last_used_at, nowMs)}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}
