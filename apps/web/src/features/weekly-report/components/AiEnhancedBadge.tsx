import { Badge } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { enhancedLabel } from '../enhance';

/** Marks a week whose text was polished by the AI, with the date of the enhancement. */
export function AiEnhancedBadge({ enhancementDate }: { enhancementDate: string | null }) {
  return (
    <Badge
      color="violet"
      variant="light"
      leftSection={<IconSparkles size={12} aria-hidden />}
      data-testid="ai-enhanced"
    >
      {enhancedLabel(enhancementDate)}
    </Badge>
  );
}
