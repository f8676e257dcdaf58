import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TOperation } from '@ptlog/shared';
import { useTranslation } from '../../../i18n/react';
import { WEEKLY_REPORT_NS } from '../i18n';

/** The operations in view mode: numbered steps with what was done and the tools used. */
export function OperationsList({ operations }: { operations: readonly TOperation[] }) {
  const { t } = useTranslation(WEEKLY_REPORT_NS);
  if (operations.length === 0) return <Text c="dimmed">{t('operations.none')}</Text>;
  const steps = [...operations].sort((a, b) => a.step_number - b.step_number);
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((operation, index) => (
        <Group component="li" key={operation.id} align="flex-start" wrap="nowrap" gap="sm">
          <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {t('operations.step', { step: index + 1 })}
          </Badge>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {operation.operation_description.trim() || (
                <Text component="span" c="dimmed">
                  {t('operations.noDescription')}
                </Text>
              )}
            </Text>
            {operation.tools_used.trim() && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('operations.toolsUsed', { tools: operation.tools_used })}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
