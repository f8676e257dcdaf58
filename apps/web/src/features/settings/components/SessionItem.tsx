import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TActiveSession } from '@ptlog/shared';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../../i18n/react';
import { SETTINGS_NS } from '../i18n';
import { formatExactTime, formatRelativeTime } from '../relative-time';

const MOBILE_RE = /android|iphone|ipad|ios|mobile/i;

/** One signed-in device: what it is, where from, and when it was last used. */
export function SessionItem({ session, nowMs }: { session: TActiveSession; nowMs: number }) {
  const { t } = useTranslation(SETTINGS_NS);
  const { browser, os } = session;
  // Named here, in the reader's language: the API's `device` is the same name in English.
  const name =
    browser && os
      ? t('sessions.deviceOn', { browser, os })
      : (browser ?? os ?? t('sessions.unknownDevice'));
  const Icon = MOBILE_RE.test(`${os ?? ''} ${session.platform}`)
    ? IconDeviceMobile
    : IconDeviceDesktop;
  const details = [session.platform, session.ip].filter(Boolean).join(' · ');
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Icon size={24} stroke={1.5} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {session.current && (
            <Badge color="green" variant="light" size="sm">
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </Group>
        {details && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="sessions.lastUsed"
            values={{ when: formatRelativeTime(session.last_used_at, nowMs) }}
            components={{
              time: (
                <time
                  dateTime={session.last_used_at}
                  title={formatExactTime(session.last_used_at)}
                />
              ),
            }}
          />
        </Text>
      </Stack>
    </Group>
  );
}
