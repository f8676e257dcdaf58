import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

export interface TFieldItem {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs of a profile section in view mode (a description list). */
export function FieldList({ items }: { items: TFieldItem[] }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value === '' || item.value === null || item.value === undefined ? (
              <Text span c="dimmed" fs="italic" fw={400}>
                {t('section.notSet')}
              </Text>
            ) : (
              item.value
            )}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
