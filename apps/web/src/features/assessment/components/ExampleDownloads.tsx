import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { busyButtonProps } from '../../../components/busy-button';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { useTranslation } from '../../../i18n/react';
import { type TExampleFile, useExampleDownload } from '../api';
import { ASSESSMENT_NS } from '../i18n';

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
      {...busyButtonProps(
        download.pending === file,
        download.pending !== null && download.pending !== file,
      )}
      onClick={() => void download.download(file)}
      // "Download outline (DOCX)" is cut in its half of a 320 px card otherwise.
      styles={WRAPPING_BUTTON}
    >
      {label}
    </Button>
  );
}

/** 'Download example' for the Logbook (a week, PDF or DOCX) and the General Report (its outline). */
export function ExampleDownloads() {
  const { t } = useTranslation(ASSESSMENT_NS);
  const download = useExampleDownload();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder radius="md" component="section" aria-labelledby="example-logbook">
        <Stack gap="xs" h="100%">
          <Title order={2} size="h5" id="example-logbook">
            {t('examples.logbookTitle')}
          </Title>
          <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
            {t('examples.logbookText')}
          </Text>
          <Group gap="xs">
            <DownloadButton file="logbook-pdf" label={t('examples.pdf')} download={download} />
            <DownloadButton file="logbook-docx" label={t('examples.docx')} download={download} />
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="example-general">
        <Stack gap="xs" h="100%">
          <Title order={2} size="h5" id="example-general">
            {t('examples.outlineTitle')}
          </Title>
          <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
            {t('examples.outlineText')}
          </Text>
          <Group gap="xs">
            <DownloadButton file="outline-docx" label={t('examples.outline')} download={download} />
          </Group>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
