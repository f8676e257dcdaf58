import { Box, Group, type MantineBreakpoint, Title } from '@mantine/core';

/**
 * The app icon and product name. The app header hides the icon on narrow phones, where the
 * burger, token chip and avatar need the room.
 */
export function BrandMark({ iconVisibleFrom }: { iconVisibleFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Box component="img" src="/favicon.svg" alt="" w={28} h={28} visibleFrom={iconVisibleFrom} />
      <Title
        order={2}
        size="h4"
        c="var(--mantine-primary-color-filled)"
        style={{ whiteSpace: 'nowrap' }}
      >
        PT Logbook
      </Title>
    </Group>
  );
}
