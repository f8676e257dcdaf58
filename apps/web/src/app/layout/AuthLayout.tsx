import { Box, Center, Group, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenSkeleton } from '../ScreenSkeleton';
import { ChangeThemeButton } from '../theme/ChangeThemeButton';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
// The shell moves the focus to the screen after signing in, not after the first load's redirect:
// this hears the reader's first key or touch from the start (a few bytes: the rest of
// use-route-focus.ts travels with the shell, not in the sign-in screen's first load).
import './reader-input';

/**
 * Centred card for the signed-out screens (login, register, activation, reset). The top bar is
 * the page's banner and the card its main landmark, as in the signed-in shell: a screen reader
 * jumps to either.
 */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group component="header" justify="space-between" p="md">
        <BrandMark />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch size="sm" />
          <ChangeThemeButton compact />
        </Group>
      </Group>
      <Center component="main" px="md" pb="xl" pt={{ base: 0, sm: 48 }}>
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={460}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Center>
    </Box>
  );
}
