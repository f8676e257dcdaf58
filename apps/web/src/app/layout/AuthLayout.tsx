import { Box, Center, Group, Paper, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { ChangeThemeButton } from '../theme/ChangeThemeButton';

/** Centred card for the signed-out screens (login, register, activation, reset). */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" p="md">
        <Title order={2} size="h4" c="var(--mantine-primary-color-filled)">
          PT Logbook
        </Title>
        <ChangeThemeButton compact />
      </Group>
      <Center px="md" pb="xl">
        <Paper withBorder shadow="sm" p="xl" w="100%" maw={460}>
          <Outlet />
        </Paper>
      </Center>
    </Box>
  );
}
