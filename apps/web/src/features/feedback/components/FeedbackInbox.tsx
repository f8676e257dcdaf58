import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FEEDBACK_TYPES, type TFeedbackItem } from '@ptlog/shared';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { actionFailureMessage } from '../../admin/error-message';
import { humanize } from '../../admin/format';
import { formatDateTime } from '../../billing/format';
import { FEEDBACK_PAGE_SIZE, type TFeedbackQuery, useFeedbackInbox, useMarkFeedback } from '../api';

export const FEEDBACK_TYPE_COLOR: Record<TFeedbackItem['type'], string> = {
  bug: 'red',
  feature: 'blue',
  improvement: 'teal',
  other: 'gray',
};

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...FEEDBACK_TYPES.map((type) => ({ value: type, label: humanize(type) })),
];
const HANDLED_OPTIONS = [
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
  { value: '', label: 'All' },
];

function FeedbackEntry({ item }: { item: TFeedbackItem }) {
  const mark = useMarkFeedback();
  const toggle = () =>
    mark.mutate(
      { id: item.id, handled: !item.handled },
      {
        onSuccess: (saved) =>
          notify.success(saved.handled ? 'Marked as handled.' : 'Marked as not handled.'),
        onError: (error) =>
          notify.error(actionFailureMessage(error, 'Failed to update the feedback')),
      },
    );
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={FEEDBACK_TYPE_COLOR[item.type]} variant="light" style={{ flexShrink: 0 }}>
              {item.type}
            </Badge>
            <Text fw={600} size="sm" lineClamp={2}>
              {item.subject}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={2}>
            {item.user.full_name || item.user.username} · {item.user.email} ·{' '}
            {formatDateTime(item.created_at)}
          </Text>
        </div>
        <Button
          size="xs"
          variant={item.handled ? 'default' : 'light'}
          color={item.handled ? 'gray' : 'green'}
          leftSection={item.handled ? <IconRotate size={14} /> : <IconCheck size={14} />}
          onClick={toggle}
          loading={mark.isPending}
          style={{ flexShrink: 0 }}
          aria-label={`${item.handled ? 'Mark as not handled' : 'Mark as handled'}: ${item.subject}`}
        >
          {item.handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </Group>
      <Spoiler maxHeight={64} showLabel="Show more" hideLabel="Show less" mt="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.message}
        </Text>
      </Spoiler>
      {item.handled && item.handled_by_name && (
        <Text size="xs" c="dimmed" mt={4}>
          Handled by {item.handled_by_name}
          {item.handled_at ? `, ${formatDateTime(item.handled_at)}` : ''}
        </Text>
      )}
    </Card>
  );
}

/** Feedback from the Help Center: type, subject, sender, date; staff mark it handled. */
export function FeedbackInbox() {
  const [query, setQuery] = useState<TFeedbackQuery>({ type: '', handled: 'false', page: 1 });
  const inbox = useFeedbackInbox(query);
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / FEEDBACK_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={query.type}
          onChange={(value) =>
            setQuery({ ...query, type: (value ?? '') as TFeedbackQuery['type'], page: 1 })
          }
          allowDeselect={false}
          w={170}
        />
        <Select
          label="Show"
          data={HANDLED_OPTIONS}
          value={query.handled}
          onChange={(value) =>
            setQuery({ ...query, handled: (value ?? '') as TFeedbackQuery['handled'], page: 1 })
          }
          allowDeselect={false}
          w={170}
        />
      </Group>
      <Title order={2} size="h4">
        {data ? `${data.count} feedback message${data.count === 1 ? '' : 's'}` : 'Feedback'}
      </Title>
      {inbox.isError && !data ? (
        <LoadErrorAlert
          title="Could not load the feedback"
          error={inbox.error}
          retrying={inbox.isFetching}
          onRetry={() => void inbox.refetch()}
        />
      ) : !data ? (
        <Skeleton height={200} aria-label="Loading feedback" />
      ) : data.results.length === 0 ? (
        <Text c="dimmed">No feedback here.</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Feedback"
        >
          {data.results.map((item) => (
            <FeedbackEntry key={item.id} item={item} />
          ))}
        </Stack>
      )}
      <ListPagination
        pages={pages}
        page={query.page}
        onChange={(page) => setQuery({ ...query, page })}
      />
    </Stack>
  );
}
