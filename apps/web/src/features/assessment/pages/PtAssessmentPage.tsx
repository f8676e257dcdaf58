import { Accordion, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  ASSESSMENT_PARTS,
  ASSESSMENT_TOTAL_MARKS,
  LATE_PENALTY_MARKS,
  PT_PHASES,
  ptPhaseLabel,
} from '@ptlog/shared';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { ExampleDownloads } from '../components/ExampleDownloads';

const PART_DETAILS: Record<(typeof ASSESSMENT_PARTS)[number]['key'], string> = {
  training:
    'Marked on the training itself. Depending on your department this part is worth between 5 and 15 marks.',
  supervisor:
    'Given by your industrial supervisor, who visits at least once, usually from week 5 on.',
  logbook:
    'Your weekly log book: a daily record of the work you did with hours, and each week a main job broken into operations with the tools used. Your training officer signs every week.',
  general_report:
    'Written after the placement: Chapter 1 on the company, Chapter 2 on the processes you worked with.',
};

const LEVELS: Record<string, string> = {
  PT1: 'Workshop practice and basic skills: safety, hand and machine tools, and following instructions.',
  PT2: 'Work on real equipment and processes of your field under supervision, with growing independence.',
  PT3: 'Engineering tasks close to graduate work: planning, analysis, and taking part in projects.',
};

/** PT Assessment Guide (spec 2 §2, §9): how the 100 PT marks are made up. */
export function PtAssessmentPage() {
  return (
    <Stack maw={900}>
      <ScreenTitle
        title="PT Assessment"
        description={`How your practical training is marked: ${ASSESSMENT_TOTAL_MARKS} marks in four parts.`}
      />
      <Accordion variant="separated" multiple>
        {ASSESSMENT_PARTS.map((part) => (
          <Accordion.Item key={part.key} value={part.key}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={600}>{part.label}</Text>
                {/* Never shrunk: at 390 px the label wraps instead of the marks being cut. */}
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {part.key === 'training' ? '5–15 marks' : `${part.marks} marks`}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {part.key === 'training' && (
                <Text fw={600} mb={4}>
                  Up to {part.marks} marks
                </Text>
              )}
              <Text>{PART_DETAILS[part.key]}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
        <Accordion.Item value="penalties">
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" pr="sm">
              <Text fw={600}>Penalties</Text>
              <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                −{LATE_PENALTY_MARKS} marks each
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <List spacing="xs">
              <List.Item>Late arrival note: −{LATE_PENALTY_MARKS} marks.</List.Item>
              <List.Item>Late general report: −{LATE_PENALTY_MARKS} marks.</List.Item>
              <List.Item>Late log book submission: −{LATE_PENALTY_MARKS} marks.</List.Item>
              <List.Item>
                Submission after the Friday of the 2nd week after the university opens counts as
                late.
              </List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="levels">
          <Accordion.Control>
            <Text fw={600}>What each PT level expects</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List spacing="xs">
              {PT_PHASES.map((phase) => (
                <List.Item key={phase}>
                  <Text span fw={600}>
                    {ptPhaseLabel(phase)} ({phase}):
                  </Text>{' '}
                  {LEVELS[phase]}
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <ExampleDownloads />
      <Text size="sm" c="dimmed">
        More templates and guidelines from your department are in the{' '}
        <Anchor component={Link} to="/resources">
          Resources library
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
