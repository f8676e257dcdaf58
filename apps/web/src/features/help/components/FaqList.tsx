import { Accordion, Badge, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FAQ, searchFaq } from '../faq';

/** The FAQ: a search box over collapsible questions (several may be open at once). */
export function FaqList() {
  const [query, setQuery] = useState('');
  const entries = searchFaq(FAQ, query);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="faq-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="faq-title">
          Frequently asked questions
        </Title>
        <TextInput
          label="Search the FAQ"
          placeholder="e.g. tokens, payment, export"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
        />
        {entries.length === 0 ? (
          <Text c="dimmed" role="status">
            No question matches “{query.trim()}”. Try another word, or ask us below.
          </Text>
        ) : (
          <Accordion variant="separated" multiple aria-label="Questions">
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
