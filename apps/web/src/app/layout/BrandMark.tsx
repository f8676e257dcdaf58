import { Box, Group, type MantineBreakpoint, Title } from '@mantine/core';

/**
 * The app icon and product name. The app header hides the icon on narrow phones, and sets the
 * name a size smaller there, where the burger, token chip and avatar need the room (Kiswahili's
 * "tokeni 1,500" beside them at 360 px).
 */
export function BrandMark({ iconVisibleFrom }: { iconVisibleFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Box component="img" src="/favicon.svg" alt="" w={28} h={28} visibleFrom={iconVisibleFrom} />
      <Title
        order={2}
        size="h4"
        fz={iconVisibleFrom && { base: 'md', [iconVisibleFrom]: 'h4' }}
        c="var(--mantine-primary-color-filled)"
        style={{ whiteSpace: 'nowrap' }}
      >
        PT Logbook
      </Title>
    </Group>
  );
}
