import { Anchor, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_GREETINGS, whatsappChatUrl } from '@ptlog/shared';
import { IconBrandWhatsapp, IconExternalLink } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { currentLanguage } from '../../../i18n/i18n';
import { Trans, useTranslation } from '../../../i18n/react';
import { useSupportContact } from '../api';
import { HELP_NS } from '../i18n';

const bold = { b: <b /> };

/** The WhatsApp support button (a wa.me chat with a greeting) and the other ways to get help. */
export function ContactCard() {
  const { t } = useTranslation(HELP_NS);
  const contact = useSupportContact();
  if (contact.isError && !contact.data) {
    return (
      <LoadErrorAlert
        title={t('contact.loadFailed')}
        error={contact.error}
        retrying={contact.isFetching}
        onRetry={() => void contact.refetch()}
      />
    );
  }
  const data = contact.data;
  const chatUrl = data
    ? whatsappChatUrl(data.support_whatsapp, SUPPORT_GREETINGS[currentLanguage()])
    : null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="contact-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-title">
          {t('contact.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contact.intro')}
        </Text>
        {!data ? (
          <Skeleton height={36} role="progressbar" aria-label={t('contact.loading')} />
        ) : (
          <Group gap="sm" wrap="wrap">
            {chatUrl && (
              <Button
                component="a"
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                leftSection={<IconBrandWhatsapp size={18} />}
                w={{ base: '100%', sm: 'auto' }}
              >
                {t('contact.chat')}
              </Button>
            )}
            {chatUrl ? (
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="contact.supportNumber"
                  values={{ number: data.support_whatsapp }}
                  components={bold}
                />
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('contact.whatsappNotSetUp')}
              </Text>
            )}
          </Group>
        )}
        <Title order={3} size="h5" mt="xs">
          {t('contact.otherWays')}
        </Title>
        <List size="sm" spacing={6}>
          <List.Item>
            <Trans t={t} i18nKey="contact.feedbackForm" components={bold} />
          </List.Item>
          <List.Item>
            <Trans t={t} i18nKey="contact.supervisor" components={bold} />
          </List.Item>
          <List.Item>
            <Trans
              t={t}
              i18nKey="contact.ptOffice"
              components={{
                ...bold,
                // Until the contacts load there is no link to give: PTMIS is named only.
                ptmis: data ? (
                  <Anchor href={data.ptmis_url} target="_blank" rel="noopener noreferrer" />
                ) : (
                  <Fragment />
                ),
                icon: data ? <IconExternalLink size={12} /> : <Fragment />,
              }}
            />
          </List.Item>
          <List.Item>
            <Trans
              t={t}
              i18nKey="contact.examples"
              components={{
                ...bold,
                guide: <Anchor component={Link} to="/pt-assessment" />,
                library: <Anchor component={Link} to="/resources" />,
              }}
            />
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}
