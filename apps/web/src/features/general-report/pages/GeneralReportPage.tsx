import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconDownload, IconSettingsCog } from '@tabler/icons-react';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { useExampleDownload } from '../../assessment/api';

const CHAPTERS = [
  {
    title: 'Chapter 1: The Company',
    icon: IconBuildingFactory2,
    text: 'Background of the organisation, its structure, departments, products and services, and where you worked in it.',
  },
  {
    title: 'Chapter 2: The Process',
    icon: IconSettingsCog,
    text: 'The main processes, machines and methods you worked with, described step by step from your log book.',
  },
];

/** Spec 1 §2: a teaser until the general report exists; it promises nothing it does not say. */
export function GeneralReportPage() {
  const download = useExampleDownload();
  return (
    <Stack maw={900}>
      <ScreenTitle
        title="General Report"
        description="The general report is worth 60 of your 100 PT marks."
      >
        <Badge size="lg" variant="light" w="fit-content">
          Coming Very Soon
        </Badge>
      </ScreenTitle>
      <Text>
        You will write your general report here, built on the log book you keep every day. It has
        two chapters:
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CHAPTERS.map((chapter) => (
          <Card key={chapter.title} withBorder padding="lg">
            <chapter.icon size={28} stroke={1.5} />
            <Title order={2} size="h4" mt="sm">
              {chapter.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {chapter.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        Planned features
      </Title>
      <List spacing="xs">
        <List.Item>Smart templates that follow your college's required structure.</List.Item>
        <List.Item>Guided writing that turns your weekly log book into report sections.</List.Item>
      </List>
      <Card withBorder padding="lg">
        <Group justify="space-between" gap="sm">
          <div style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h5">
              Start now with the example outline
            </Title>
            <Text c="dimmed" size="sm">
              Both chapters with their headings and what to write under each, as a Word document.
            </Text>
          </div>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={download.pending === 'outline-docx'}
            onClick={() => void download.download('outline-docx')}
          >
            Download example outline
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
