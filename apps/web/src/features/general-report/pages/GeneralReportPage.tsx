import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconDownload, IconSettingsCog } from '@tabler/icons-react';
import { busyButtonProps } from '../../../components/busy-button';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { useTranslation } from '../../../i18n/react';
import { useExampleDownload } from '../../assessment/api';
import { GENERAL_REPORT_NS } from '../i18n';

const CHAPTERS = [
  { key: 'company', icon: IconBuildingFactory2 },
  { key: 'process', icon: IconSettingsCog },
] as const;

/** Spec 1 §2: a teaser until the general report exists; it promises nothing it does not say. */
export function GeneralReportPage() {
  const { t } = useTranslation(GENERAL_REPORT_NS);
  const download = useExampleDownload();
  return (
    <Stack maw={900}>
      <ScreenTitle title={t('title')} description={t('description')}>
        <Badge size="lg" variant="light" w="fit-content">
          {t('comingSoon')}
        </Badge>
      </ScreenTitle>
      <Text>{t('intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CHAPTERS.map((chapter) => (
          <Card key={chapter.key} withBorder padding="lg">
            <chapter.icon size={28} stroke={1.5} />
            <Title order={2} size="h4" mt="sm">
              {t(`chapters.${chapter.key}.title`)}
            </Title>
            <Text c="dimmed" mt="xs">
              {t(`chapters.${chapter.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('planned')}
      </Title>
      <List spacing="xs">
        <List.Item>{t('templates')}</List.Item>
        <List.Item>{t('guided')}</List.Item>
      </List>
      <Card withBorder padding="lg">
        <Group justify="space-between" gap="sm">
          <div style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h5">
              {t('outlineTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('outlineText')}
            </Text>
          </div>
          <Button
            leftSection={<IconDownload size={16} />}
            {...busyButtonProps(download.pending === 'outline-docx')}
            onClick={() => void download.download('outline-docx')}
            styles={WRAPPING_BUTTON}
          >
            {t('outlineDownload')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
