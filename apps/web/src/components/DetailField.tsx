import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled value of a details grid (a user's record, a payment). It may shrink with its
 * column, and a long value (an e-mail, a username) breaks onto the next line rather than running
 * into the next column, as it did on a phone.
 */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}
