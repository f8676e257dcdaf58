import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { profileChecklist, type TProfile } from '@ptlog/shared';
import { useId } from 'react';
import { completionPercent } from '../completion';

/** Each checklist field marked Complete or Incomplete, with the share that is complete. */
export function CompletionChecklist({ profile }: { profile: TProfile }) {
  const items = profileChecklist(profile);
  const percent = completionPercent(items);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          Profile completion
        </Title>
        <Text fw={600}>{percent}% complete</Text>
      </Group>
      <Progress
        value={percent}
        color={percent === 100 ? 'green' : undefined}
        aria-label="Profile completion"
        mb="md"
      />
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group component="li" key={item.field} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{item.label}</Text>
            <Badge color={item.complete ? 'green' : 'gray'} variant="light">
              {item.complete ? 'Complete' : 'Incomplete'}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
