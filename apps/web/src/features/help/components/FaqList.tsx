import { Accordion, Badge, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { faqTexts, searchFaq } from '../faq';
import { HELP_NS } from '../i18n';

/** The FAQ: a search box over collapsible questions (several may be open at once). */
export function FaqList() {
  const { t } = useTranslation(HELP_NS);
  const [query, setQuery] = useState('');
  const entries = searchFaq(faqTexts(t), query);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="faq-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="faq-title">
          {t('faq.title')}
        </Title>
        <TextInput
          label={t('faq.search')}
          placeholder={t('faq.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
        />
        {entries.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('faq.noMatch', { query: query.trim() })}
          </Text>
        ) : (
          <Accordion variant="separated" multiple aria-label={t('faq.questions')}>
            {entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text fw={600} size="sm">
                      {entry.question}
                    </Text>
                    <Badge variant="light" size="sm" visibleFrom="sm" style={{ flexShrink: 0 }}>
                      {entry.topic}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    {entry.answer.map((paragraph) => (
                      <Text key={paragraph} size="sm">
                        {paragraph}
                      </Text>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
