import { Badge, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { AI_ENHANCEMENT_COST, type TContentQuality } from '@ptlog/shared';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { balanceAfter, qualityExplanation, type TWeekContent } from '../enhance';
import { WEEKLY_REPORT_NS } from '../i18n';

const QUALITY_COLORS: Readonly<Record<TContentQuality, string>> = {
  empty: 'red',
  minimal: 'yellow',
  good: 'green',
};

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
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  const tokens = (count: number) => t('facts.tokens', { count });
  const after = availableTokens === null ? null : balanceAfter(availableTokens);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Fact label={t('facts.cost')}>{tokens(AI_ENHANCEMENT_COST)}</Fact>
        <Fact label={t('facts.balance')}>
          {availableTokens !== null ? (
            tokens(availableTokens)
          ) : balanceLoading ? (
            <Loader size="xs" role="progressbar" aria-label={t('facts.loadingBalance')} />
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              onClick={onRetryBalance}
            >
              {t('facts.retry')}
            </Button>
          )}
        </Fact>
        {after !== null && <Fact label={t('facts.after')}>{tokens(after)}</Fact>}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('facts.charged')}
      </Text>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('facts.quality')}
          </Text>
          <Badge color={QUALITY_COLORS[content.quality]} variant="light">
            {t('facts.qualityLabel', { quality: content.quality })}
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
