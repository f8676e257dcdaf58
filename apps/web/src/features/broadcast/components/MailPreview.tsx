import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { LANGUAGE_NAMES, type TBroadcastMailPreview } from '@ptlog/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { BROADCAST_NS } from '../i18n';

/**
 * One recipient's copy of the broadcast, as the server writes it (the send's own template): the
 * greeting in their language, the message, the signature. With recipients in both languages, a
 * switch shows either copy.
 */
export function MailPreview({ previews }: { previews: TBroadcastMailPreview[] }) {
  const { t, i18n } = useTranslation(BROADCAST_NS);
  const preferred =
    previews.find((preview) => preview.language === i18n.language) ?? previews[0] ?? null;
  const [language, setLanguage] = useState(preferred?.language);
  useEffect(() => setLanguage(preferred?.language), [preferred?.language]);
  const shown = previews.find((preview) => preview.language === language) ?? preferred;
  if (!shown) return null;
  return (
    <Stack gap={6} component="section" aria-label={t('audience.previewTitle')}>
      <Text size="sm" fw={600}>
        {t('audience.previewTitle')}
      </Text>
      {previews.length > 1 && (
        <SegmentedControl
          size="xs"
          aria-label={t('audience.previewLanguage')}
          value={shown.language}
          onChange={(next) => setLanguage(next as typeof shown.language)}
          data={previews.map((preview) => ({
            value: preview.language,
            label: LANGUAGE_NAMES[preview.language],
          }))}
        />
      )}
      <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-body)">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('audience.previewTo', { to: shown.to })}
        </Text>
        <Text size="xs" c="dimmed" mb="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('audience.previewSubject', { subject: shown.subject })}
        </Text>
        <Text
          size="sm"
          // Scrolls when long: reachable by keyboard too.
          tabIndex={0}
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: 220,
            overflowY: 'auto',
          }}
        >
          {shown.text}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('audience.previewNote')}
      </Text>
    </Stack>
  );
}
