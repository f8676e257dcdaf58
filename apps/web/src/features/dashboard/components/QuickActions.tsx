import { Button, Card, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { IconCoins, IconExternalLink, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { busyButtonProps } from '../../../components/busy-button';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { useTranslation } from '../../../i18n/react';
import { useSupportContact } from '../../help/api';
import { DASHBOARD_NS } from '../i18n';

export function QuickActions() {
  const { t } = useTranslation(DASHBOARD_NS);
  // The installation's PTMIS_URL, as the Help Center shows it (one cached call per hour).
  const contact = useSupportContact();
  const ptmisUrl = contact.data?.ptmis_url;
  const titleId = useId();
  const newTabId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md">
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('quickActions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {/* Labels wrap rather than being cut (Kiswahili's are longer on a phone). */}
        <Button
          component={Link}
          to="/daily-report"
          leftSection={<IconPlus size={16} />}
          styles={WRAPPING_BUTTON}
        >
          {t('quickActions.addToday')}
        </Button>
        <Button
          component={Link}
          to="/billing"
          variant="light"
          leftSection={<IconCoins size={16} />}
          styles={WRAPPING_BUTTON}
        >
          {t('quickActions.getTokens')}
        </Button>
        {contact.isError && !ptmisUrl ? (
          // Without the address there is nothing to open: say so and offer to ask again,
          // rather than a button that stays disabled with no reason.
          <Button
            variant="default"
            onClick={() => void contact.refetch()}
            {...busyButtonProps(contact.isFetching)}
            leftSection={<IconRefresh size={16} aria-hidden />}
            styles={WRAPPING_BUTTON}
          >
            {t('quickActions.ptmisRetry')}
          </Button>
        ) : (
          <Button
            component="a"
            href={ptmisUrl}
            disabled={!ptmisUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            aria-describedby={newTabId}
            rightSection={<IconExternalLink size={14} aria-hidden />}
            styles={WRAPPING_BUTTON}
          >
            {t('quickActions.ptmis')}
          </Button>
        )}
      </SimpleGrid>
      <VisuallyHidden id={newTabId}>{t('quickActions.newTab')}</VisuallyHidden>
    </Card>
  );
}
