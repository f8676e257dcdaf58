import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type TExampleFile, useExampleDownload } from '../api';

function DownloadButton({
  file,
  label,
  download,
}: {
  file: TExampleFile;
  label: string;
  download: ReturnType<typeof useExampleDownload>;
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={download.pending === file}
      disabled={download.pending !== null && download.pending !== file}
      onClick={() => void download.download(file)}
    >
      {label}
    </Button>
  );
}

/** 'Download example' for the Logbook (a week, PDF or DOCX) and the General Report (its outline). */
export function ExampleDownloads() {
  const download = useExampleDownload();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder radius="md" component="section" aria-labelledby="example-logbook">
        <Stack gap="xs" h="100%">
          <Title order={2} size="h5" id="example-logbook">
            Example log book week
          </Title>
          <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
            A complete week as your export prints it: five days with hours, the main job and its
            operations with tools.
          </Text>
          <Group gap="xs">
            <DownloadButton file="logbook-pdf" label="Download PDF example" download={download} />
            <DownloadButton file="logbook-docx" label="Download DOCX example" download={download} />
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="example-general">
        <Stack gap="xs" h="100%">
          <Title order={2} size="h5" id="example-general">
            Example general report outline
          </Title>
          <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
            The two chapters, The Company and The Process, with their headings and what to write
            under each, as a Word document.
          </Text>
          <Group gap="xs">
            <DownloadButton
              file="outline-docx"
              label="Download outline (DOCX)"
              download={download}
            />
          </Group>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
