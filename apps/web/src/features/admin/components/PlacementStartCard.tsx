import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useCalendar } from '../../calendar/api';
import { useSetPlacementStart } from '../api';
import { actionFailureMessage } from '../error-message';
import { formatDay } from '../format';
import { placementStartProblem } from '../placement-start';

/** Staff set the Monday the 8-week placement starts on; every student's weeks follow it. */
export function PlacementStartCard() {
  const calendar = useCalendar();
  const save = useSetPlacementStart();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = calendar.data?.start_date;

  useEffect(() => {
    if (current) setValue(current);
  }, [current]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = placementStartProblem(value);
    setError(problem);
    if (!problem) setConfirming(true);
  };
  const handleConfirm = () => {
    save.mutate(value, {
      onSuccess: (answer) => {
        setConfirming(false);
        notify.success(`The placement now starts on ${formatDay(answer.start_date)}.`);
      },
      onError: (failure) => {
        setConfirming(false);
        notify.error(actionFailureMessage(failure, 'Failed to change the placement start date'));
      },
    });
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="placement-start">
      <Group gap="xs" mb="xs">
        <IconCalendarEvent size={20} aria-hidden />
        <Title order={2} size="h4" id="placement-start">
          Placement start date
        </Title>
      </Group>
      {calendar.isError && !calendar.data ? (
        <LoadErrorAlert
          title="Could not load the placement calendar"
          error={calendar.error}
          retrying={calendar.isFetching}
          onRetry={() => void calendar.refetch()}
        />
      ) : !calendar.data ? (
        <Skeleton height={90} aria-label="Loading the placement calendar" />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Placement start date">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Week 1 starts {formatDay(calendar.data.start_date)}; week 8 ends{' '}
              {formatDay(calendar.data.end_date)}. Today is in week {calendar.data.current_week}.
            </Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                type="date"
                label="New start (a Monday)"
                value={value}
                onChange={(event) => {
                  setValue(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
                w={220}
              />
              <Button type="submit" disabled={value === current} loading={save.isPending}>
                Change start date
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        keepOpenWhileLoading
        opened={confirming}
        title="Change the placement start date?"
        message={`Every student's weeks, day tiles and report weeks will count from ${value ? formatDay(value) : ''}.`}
        confirmLabel="Change start date"
        color="orange"
        loading={save.isPending}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
