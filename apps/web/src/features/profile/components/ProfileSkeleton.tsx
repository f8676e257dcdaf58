import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { translateMessage } from '../../../i18n/messages';

/** The shape of the profile screen while it loads. */
export function ProfileSkeleton() {
  return (
    <Stack
      role="progressbar"
      aria-busy="true"
      aria-label={translateMessage(MESSAGES.profile.loading)}
    >
      <Card withBorder padding="lg" radius="md">
        <Group gap="lg">
          <Skeleton height={96} circle />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={24} width="60%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <CardSkeleton key={key} titleWidth="50%" padding="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
