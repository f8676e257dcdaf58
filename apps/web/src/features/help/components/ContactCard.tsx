import { Anchor, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { whatsappChatUrl } from '@ptlog/shared';
import { IconBrandWhatsapp, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useSupportContact } from '../api';

/** The WhatsApp support button (a wa.me chat with a greeting) and the other ways to get help. */
export function ContactCard() {
  const contact = useSupportContact();
  if (contact.isError && !contact.data) {
    return (
      <LoadErrorAlert
        title="Could not load the support contacts"
        error={contact.error}
        retrying={contact.isFetching}
        onRetry={() => void contact.refetch()}
      />
    );
  }
  const data = contact.data;
  const chatUrl = data ? whatsappChatUrl(data.support_whatsapp) : null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="contact-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-title">
          Talk to us
        </Title>
        <Text size="sm" c="dimmed">
          Questions about payments, tokens or your account: chat with support on WhatsApp.
        </Text>
        {!data ? (
          <Skeleton height={36} aria-label="Loading support contacts" />
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
                Chat on WhatsApp
              </Button>
            )}
            {chatUrl ? (
              <Text size="sm">
                Support number: <b>{data.support_whatsapp}</b>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                WhatsApp support is not set up yet. Use the feedback form below; the team reads
                every message.
              </Text>
            )}
          </Group>
        )}
        <Title order={3} size="h5" mt="xs">
          Other ways to get help
        </Title>
        <List size="sm" spacing={6}>
          <List.Item>
            <b>Feedback form</b> (below): bugs, ideas and anything that could work better.
          </List.Item>
          <List.Item>
            <b>Your industrial supervisor</b>: what to do at work and signing your log book.
          </List.Item>
          <List.Item>
            <b>The PT office</b>: placements, deadlines and marks, through{' '}
            {data ? (
              <Anchor href={data.ptmis_url} target="_blank" rel="noopener noreferrer">
                PTMIS <IconExternalLink size={12} />
              </Anchor>
            ) : (
              'PTMIS'
            )}
            .
          </List.Item>
          <List.Item>
            <b>Examples and templates</b>: the{' '}
            <Anchor component={Link} to="/pt-assessment">
              PT Assessment guide
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to="/resources">
              Resources library
            </Anchor>
            .
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}
