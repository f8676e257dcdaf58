import { Box, Center, Group, Paper } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenSkeleton } from '../ScreenSkeleton';
import { ChangeThemeButton } from '../theme/ChangeThemeButton';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_ID, useRouteFocus } from './use-route-focus';

/**
 * Centred card for the signed-out screens (login, register, activation, reset). The top bar is
 * the page's banner and the card its main landmark, as in the signed-in shell: a screen reader
 * jumps to either. As in the shell, a move from one of these screens to another (Create an
 * account, Sign in, a redirect after a form) gives the focus to the new screen's heading, which a
 * screen reader then reads; not on the first load, whose sign-in form the reader starts on (about
 * 0.5 KB gzip in the sign-in screen's first load). Loaded with the first screen, use-route-focus.ts
 * also hears the reader's first key or touch before the shell, which needs to know, arrives.
 */
export function AuthLayout() {
  useRouteFocus();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group component="header" justify="space-between" p="md">
        <BrandMark />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch size="sm" />
          <ChangeThemeButton compact />
        </Group>
      </Group>
      <Center component="main" id={MAIN_ID} px="md" pb="xl" pt={{ base: 0, sm: 48 }}>
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={460}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Center>
    </Box>
  );
}
