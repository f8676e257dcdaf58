import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldExclamation } from '@tabler/icons-react';
import { useDocumentTitle } from '../../components/document-title';
import { useTranslation } from '../../i18n/react';
import { APP_NS } from '../i18n';
import { refreshPage } from '../stale-build';
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
  const { t } = useTranslation(APP_NS);
  const title = security ? t('error.securityTitle') : t('error.title');
  useDocumentTitle(title);
  const reportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('PT Logbook security alert')}&body=${encodeURIComponent(message)}`;
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color={security ? 'red' : 'orange'} variant="light">
            {security ? <IconShieldExclamation size={32} /> : <IconAlertTriangle size={32} />}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {security ? t('error.securityText') : t('error.text')}
          </Text>
          <Group justify="center">
            <Button onClick={onRetry}>{t('error.tryAgain')}</Button>
            <Button variant="default" onClick={() => void refreshPage(error)}>
              {t('error.refreshPage')}
            </Button>
            {security && (
              <Button component="a" href={reportHref} color="red" variant="light">
                {t('error.reportIssue')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
