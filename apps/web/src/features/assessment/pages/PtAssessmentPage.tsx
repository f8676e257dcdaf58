import { Accordion, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  ASSESSMENT_PARTS,
  ASSESSMENT_TOTAL_MARKS,
  LATE_PENALTY_MARKS,
  PT_PHASES,
} from '@ptlog/shared';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { ptPhaseName } from '../../../i18n/common';
import { Trans, useTranslation } from '../../../i18n/react';
import { ExampleDownloads } from '../components/ExampleDownloads';
import { ASSESSMENT_NS } from '../i18n';

/** PT Assessment Guide (spec 2 §2, §9): how the 100 PT marks are made up. */
export function PtAssessmentPage() {
  const { t } = useTranslation(ASSESSMENT_NS);
  const marks = LATE_PENALTY_MARKS;
  return (
    <Stack maw={900}>
      <ScreenTitle
        title={t('title')}
        description={t('description', { total: ASSESSMENT_TOTAL_MARKS })}
      />
      <Accordion variant="separated" multiple>
        {ASSESSMENT_PARTS.map((part) => (
          <Accordion.Item key={part.key} value={part.key}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={600}>{t(`parts.${part.key}`)}</Text>
                {/* Never shrunk: at 390 px the label wraps instead of the marks being cut. */}
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {part.key === 'training' ? t('trainingMarks') : t('marks', { marks: part.marks })}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {part.key === 'training' && (
                <Text fw={600} mb={4}>
                  {t('upTo', { marks: part.marks })}
                </Text>
              )}
              <Text>{t(`details.${part.key}`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
        <Accordion.Item value="penalties">
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" pr="sm">
              <Text fw={600}>{t('penalties')}</Text>
              <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                {t('penaltyEach', { marks })}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <List spacing="xs">
              <List.Item>{t('lateArrival', { marks })}</List.Item>
              <List.Item>{t('lateGeneral', { marks })}</List.Item>
              <List.Item>{t('lateLogbook', { marks })}</List.Item>
              <List.Item>{t('lateRule')}</List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="levels">
          <Accordion.Control>
            <Text fw={600}>{t('levelsTitle')}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List spacing="xs">
              {PT_PHASES.map((phase) => (
                <List.Item key={phase}>
                  <Text span fw={600}>
                    {t('phase', { phase, name: ptPhaseName(phase) })}
                  </Text>{' '}
                  {t(`levels.${phase}`)}
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <ExampleDownloads />
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="resourcesHint"
          components={{ resources: <Anchor component={Link} to="/resources" /> }}
        />
      </Text>
    </Stack>
  );
}
