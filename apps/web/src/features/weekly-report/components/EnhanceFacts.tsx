import { Badge, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { AI_ENHANCEMENT_COST, type TContentQuality } from '@ptlog/shared';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { balanceAfter, QUALITY_LABELS, qualityExplanation, type TWeekContent } from '../enhance';

const QUALITY_COLORS: Readonly<Record<TContentQuality, string>> = {
  empty: 'red',
  minimal: 'yellow',
  good: 'green',
};

const tokens = (count: number) => `${count.toLocaleString('en-US')} tokens`;

interface EnhanceFactsProps {
  content: TWeekContent;
  /** The balance, null while loading or when it could not be loaded. */
  availableTokens: number | null;
  balanceLoading: boolean;
  onRetryBalance: () => void;
}

/** What the enhancement costs, what the student has, and how much of the week there is to polish. */
export function EnhanceFacts({
  content,
  availableTokens,
  balanceLoading,
  onRetryBalance,
}: EnhanceFactsProps) {
  const after = availableTokens === null ? null : balanceAfter(availableTokens);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Fact label="Cost">{tokens(AI_ENHANCEMENT_COST)}</Fact>
        <Fact label="Your balance">
          {availableTokens !== null ? (
            tokens(availableTokens)
          ) : balanceLoading ? (
            <Loader size="xs" aria-label="Loading token balance" />
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              onClick={onRetryBalance}
            >
              Retry
            </Button>
          )}
        </Fact>
        {after !== null && <Fact label="After enhancement">{tokens(after)}</Fact>}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Tokens are charged only when the enhancement succeeds. Your hours and dates are never
        changed.
      </Text>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Content quality
          </Text>
          <Badge color={QUALITY_COLORS[content.quality]} variant="light">
            {QUALITY_LABELS[content.quality]}
          </Badge>
        </Group>
        <Text size="sm">{qualityExplanation(content)}</Text>
      </Stack>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} component="div">
        {children}
      </Text>
    </Stack>
  );
}
