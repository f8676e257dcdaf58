import { Box, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { ADMIN_NS } from '../i18n';

export interface TStat {
  label: string;
  value: string;
  color?: string;
  hint?: string;
}

/** Figures as cards: two a row on a phone, up to `cols` on a desktop. */
export function StatGrid({
  stats,
  cols = 3,
  label,
}: {
  stats: TStat[] | undefined;
  cols?: number;
  label: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (!stats) {
    return (
      <SimpleGrid
        cols={{ base: 2, md: cols }}
        role="progressbar"
        aria-busy="true"
        aria-label={t('stats.loading', { label })}
      >
        {Array.from({ length: cols * 2 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <Skeleton key={index} height={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: cols }} component="dl" aria-label={label} m={0}>
      {stats.map((stat) => (
        <Paper
          key={stat.label}
          withBorder
          p="md"
          radius="md"
          style={{ borderTop: `3px solid var(--mantine-color-${stat.color ?? 'blue'}-6)` }}
        >
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          {/* A <dl> holds only dt/dd (in a div per pair): the hint belongs to the figure. */}
          <Box component="dd" m={0}>
            <Text fw={700} fz={{ base: 'lg', sm: 'xl' }}>
              {stat.value}
            </Text>
            {stat.hint && (
              <Text size="xs" c="dimmed">
                {stat.hint}
              </Text>
            )}
          </Box>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
