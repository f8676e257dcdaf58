import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ptlog/shared';
import { IconClockPause, IconLock } from '@tabler/icons-react';
import {
  type FocusEvent,
  lazy,
  type RefObject,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { translateMessage } from '../../../i18n/messages';
import { useTranslation } from '../../../i18n/react';
import { hoursLabel } from '../../../lib/day-format';
import { initialFormValues } from '../daily-form';
import type { TDayTile } from '../daily-week';
import { sameDailyValues, type TDayDrafts } from '../day-drafts';
import { DAILY_REPORT_NS } from '../i18n';
import { tileView } from '../tile-view';
import { DailyForm } from './DailyForm';

// Rarely shown, and its discard question's dialog would bring Mantine's floating-ui into the
// daily screen's first load (e2e bundle-budget): loaded when a day has text to show.
const KeptCopy = lazy(() =>
  import('../../../components/KeptCopy').then((module) => ({ default: module.KeptCopy })),
);

interface DayPanelProps {
  tile: TDayTile;
  week: number;
  /** The week's report is submitted or approved: no day of it can be logged, not even an empty one. */
  weekLocked: boolean;
  drafts: TDayDrafts;
}

/** The chosen day: its form, its submitted (read-only) report, or why it cannot be logged now. */
export function DayPanel({ tile, week, weekLocked, drafts }: DayPanelProps) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  const titleId = useId();
  const view = tileView(tile);
  const reportLocked = tile.report !== null && !tile.report.is_editable;
  const locked = (weekLocked || reportLocked) && tile.pending === null;
  // The form starts again from the saved values whenever they change (a save, a sync, a new day).
  const formKey = `${tile.date}|${tile.report?.updated_at ?? ''}|${tile.pending?.savedAt ?? ''}`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const keptFocus = useFocusAcrossNewForm(formKey, titleRef);
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      padding="lg"
      radius="md"
      ref={keptFocus.cardRef}
      onFocus={keptFocus.handleFocus}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        {/* tabIndex -1: where the focus goes when the control that had it is gone. */}
        <Title order={2} size="h4" id={titleId} ref={titleRef} tabIndex={-1}>
          {tile.label}
        </Title>
        {/* The badge keeps its whole word; a long day label wraps instead. */}
        {locked ? (
          <Badge
            color="blue"
            variant="light"
            leftSection={<IconLock size={12} />}
            style={{ flexShrink: 0 }}
          >
            {t('panel.submitted')}
          </Badge>
        ) : (
          <Badge
            color={
              tile.pending || view.short
                ? 'yellow'
                : view.color === 'primary'
                  ? undefined
                  : view.color
            }
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {tile.pending
              ? t('panel.pendingSync')
              : tile.status === 'completed'
                ? t('panel.saved')
                : view.text}
          </Badge>
        )}
      </Group>
      {locked && tile.report ? (
        <Stack gap="md">
          <ReadOnlyDay hours={tile.report.hours_spent} description={tile.report.description} />
          <KeptDay key={tile.date} tile={tile} drafts={drafts} />
        </Stack>
      ) : locked ? (
        <Stack gap="md">
          <NothingLogged />
          <KeptDay key={tile.date} tile={tile} drafts={drafts} />
        </Stack>
      ) : tile.isFuture && tile.hours === null ? (
        <Alert color="gray" icon={<IconClockPause size={18} />}>
          {t('panel.comeBack', {
            reason: translateMessage(MESSAGES.daily.futureDate),
            day: tile.label,
          })}
        </Alert>
      ) : (
        <Stack gap="xs">
          {view.short && (
            <Text size="sm" c="dimmed">
              {t('tile.short')}
            </Text>
          )}
          <DailyForm key={formKey} tile={tile} week={week} drafts={drafts} />
        </Stack>
      )}
    </Card>
  );
}

/** The control of a new form that stands where `gone` stood in the old one; '' for none. */
function counterpartOf(gone: Element): string {
  if (gone.matches('[type="submit"]')) return '[type="submit"]';
  if (gone.matches('textarea')) return 'textarea';
  if (gone.matches('input')) return 'input';
  return '';
}

/**
 * The form starts again (a new key) after each save, online or kept offline, and each sync:
 * the control that had the focus (Save, most often) is gone with the old form, and a keyboard
 * or screen reader user would start again from the top of the page (WCAG 2.4.3). The focus moves
 * to the same control of the new form, else to the day's heading. Only when it fell to the page:
 * a tap on another day's tile keeps it there.
 */
function useFocusAcrossNewForm(formKey: string, titleRef: RefObject<HTMLHeadingElement | null>) {
  const cardRef = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form is a new one.
  useLayoutEffect(() => {
    const gone = lastFocused.current;
    if (!gone || gone.isConnected) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const selector = counterpartOf(gone);
    const form = cardRef.current?.querySelector('form');
    const target = (selector && form?.querySelector<HTMLElement>(selector)) || titleRef.current;
    target?.focus();
  }, [formKey, titleRef]);
  return {
    cardRef,
    handleFocus: (event: FocusEvent) => {
      lastFocused.current = event.target;
    },
  };
}

/** An empty day of a submitted week: said at once, not only when a Save is refused. */
function NothingLogged() {
  const { t } = useTranslation(DAILY_REPORT_NS);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {translateMessage(MESSAGES.weekly.locked)}
      </Text>
      <Text>{t('panel.nothingLogged')}</Text>
    </Stack>
  );
}

function ReadOnlyDay({ hours, description }: { hours: number; description: string }) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {translateMessage(MESSAGES.daily.submitted)}
      </Text>
      <div>
        <Text size="sm" fw={600}>
          {t('panel.hours')}
        </Text>
        <Text>{hoursLabel(hours)}</Text>
      </div>
      <div>
        <Text size="sm" fw={600}>
          {t('panel.description')}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{description}</Text>
      </div>
    </Stack>
  );
}

/**
 * Text typed for a day whose week was submitted before it was saved (on another device, or a
 * change kept offline that the server then refused): the day cannot take it any more, so it
 * stays on the device to copy, until the student discards it.
 */
function KeptDay({ tile, drafts }: { tile: TDayTile; drafts: TDayDrafts }) {
  const { t } = useTranslation(DAILY_REPORT_NS);
  // Read once per day: the panel is reused when another day is chosen, so its callers key this
  // by date (else one day's kept text would show under the next).
  const [draft, setDraft] = useState(() => {
    const kept = drafts.get(tile.date);
    return kept &&
      kept.description.trim() !== '' &&
      !sameDailyValues(kept, initialFormValues(tile.report))
      ? kept
      : null;
  });
  if (!draft) return null;
  return (
    <Suspense fallback={null}>
      <KeptCopy
        label={t('panel.keptLabel', { day: tile.label })}
        text={draft.description}
        onDiscard={() => {
          drafts.discard(tile.date);
          setDraft(null);
        }}
      />
    </Suspense>
  );
}
