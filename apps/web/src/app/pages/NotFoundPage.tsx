import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/document-title';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';

/**
 * Any unknown path (spec 1 §2). Go Back uses history, or '/' when there is none: the home of who
 * is signed in (the staff area or the dashboard), or /login.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(APP_NS);
  useDocumentTitle(t('notFound.title'));
  const handleGoBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} ta="center">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button onClick={handleGoBack}>{t('notFound.goBack')}</Button>
      </Stack>
    </Center>
  );
}
