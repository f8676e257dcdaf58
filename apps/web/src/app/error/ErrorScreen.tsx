import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldExclamation } from '@tabler/icons-react';
import { isSecurityError } from './is-security-error';

const SUPPORT_EMAIL = 'support@ptlogbook.app';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** 'Something went wrong' with Try Again and Refresh Page; Security Alert with Report Issue. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const security = isSecurityError(message);
  const reportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('PT Logbook security alert')}&body=${encodeURIComponent(message)}`;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color={security ? 'red' : 'orange'} variant="light">
            {security ? <IconShieldExclamation size={32} /> : <IconAlertTriangle size={32} />}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {security ? 'Security Alert' : 'Something went wrong'}
          </Title>
          <Text c="dimmed" ta="center">
            {security
              ? 'The app stopped because something looked unsafe. Please tell us what you were doing so we can look into it.'
              : 'This screen could not be shown. Try again, or refresh the page.'}
          </Text>
          <Group justify="center">
            <Button onClick={onRetry}>Try Again</Button>
            <Button variant="default" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
            {security && (
              <Button component="a" href={reportHref} color="red" variant="light">
                Report Issue
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
