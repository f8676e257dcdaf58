import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS, MESSAGES, RESOURCE_TYPE_LABELS, type TResource } from '@ptlog/shared';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPagination } from '../../../components/ListPagination';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { saveFile } from '../../../lib/save-file';
import { formatDateTime } from '../../billing/format';
import { resourcesApi, type TResourceQuery, useDeleteResource, useResources } from '../api';
import { departmentLabel, formatFileSize } from '../resources';
import { DEPARTMENT_OPTIONS, TYPE_OPTIONS } from './UploadResourceCard';

const TYPE_FILTER = [{ value: '', label: 'All types' }, ...TYPE_OPTIONS];

function ResourceItem({ item, canDelete }: { item: TResource; canDelete: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource();
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await resourcesApi.file(item), item.file_name);
    } catch {
      notify.error(MESSAGES.resources.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {RESOURCE_TYPE_LABELS[item.report_type]}
          </Badge>
        </Group>
        {item.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {departmentLabel(item.department)} · {item.file_kind.toUpperCase()},{' '}
          {formatFileSize(item.file_size)} · {formatDateTime(item.created_at)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={downloading}
            onClick={() => void download()}
            aria-label={`Download ${item.title}`}
          >
            Download
          </Button>
          {canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${item.title}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete resource"
        message={MESSAGES.resources.deleteConfirm}
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(MESSAGES.resources.deleted);
            },
            onError: () => notify.error(MESSAGES.resources.deleteFailed),
          })
        }
      />
    </Card>
  );
}

/** The library: search, department and type filters, and the documents with Download. */
export function ResourceList({ isStaff }: { isStaff: boolean }) {
  const [query, setQuery] = useState<TResourceQuery>({
    department: '',
    report_type: '',
    search: '',
    page: 1,
  });
  const [debouncedSearch] = useDebouncedValue(query.search, 300);
  const resources = useResources({ ...query, search: debouncedSearch });
  const data = resources.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / LIMITS.RESOURCE_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: isStaff ? 3 : 2 }}>
        <TextInput
          label="Search"
          placeholder="Title or description"
          leftSection={<IconSearch size={16} />}
          type="search"
          value={query.search}
          onChange={(event) => setQuery({ ...query, search: event.currentTarget.value, page: 1 })}
        />
        <Select
          label="Type"
          data={TYPE_FILTER}
          value={query.report_type}
          onChange={(value) =>
            setQuery({
              ...query,
              report_type: (value ?? '') as TResourceQuery['report_type'],
              page: 1,
            })
          }
          allowDeselect={false}
        />
        {isStaff && (
          <Select
            label="Department"
            data={[{ value: '', label: 'Every department' }, ...DEPARTMENT_OPTIONS.slice(1)]}
            value={query.department}
            onChange={(value) => setQuery({ ...query, department: value ?? '', page: 1 })}
            allowDeselect={false}
            searchable
          />
        )}
      </SimpleGrid>
      <Title order={2} size="h4">
        {data ? `${data.count} resource${data.count === 1 ? '' : 's'}` : 'Resources'}
      </Title>
      {resources.isError && !data ? (
        <LoadErrorAlert
          title={MESSAGES.resources.loadFailed}
          error={resources.error}
          retrying={resources.isFetching}
          onRetry={() => void resources.refetch()}
        />
      ) : !data ? (
        <Skeleton height={160} aria-label="Loading resources" />
      ) : data.results.length === 0 ? (
        <Text c="dimmed">
          No resources here yet.{' '}
          {isStaff
            ? 'Upload the first one above.'
            : 'Your department has not shared any documents.'}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Resources"
        >
          {data.results.map((item) => (
            <ResourceItem key={item.id} item={item} canDelete={isStaff} />
          ))}
        </SimpleGrid>
      )}
      <ListPagination
        pages={pages}
        page={query.page}
        onChange={(page) => setQuery({ ...query, page })}
      />
    </Stack>
  );
}
