import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Any unknown path (spec 1 §2). Go Back uses history, or the dashboard when there is none. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const handleGoBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard', { replace: true });
  };
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" ta="center">
          The page you opened does not exist or has moved.
        </Text>
        <Button onClick={handleGoBack}>Go Back</Button>
      </Stack>
    </Center>
  );
}
