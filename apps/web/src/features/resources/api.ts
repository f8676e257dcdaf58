// The resources library (GET /reports/, POST /upload/, the file, DELETE): query keys and hooks.
import {
  LIMITS,
  type TResource,
  type TResourcePage,
  type TResourceType,
  ZResource,
  ZResourcePage,
} from '@ptlog/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface TResourceQuery {
  department: string;
  report_type: TResourceType | '';
  search: string;
  page: number;
}

export interface TResourceUpload {
  file: File;
  title: string;
  /** '' = all departments. */
  department: string;
  report_type: TResourceType;
  description: string;
}

export const resourceKeys = {
  all: ['resources'] as const,
  list: (query: TResourceQuery) => ['resources', 'list', query] as const,
};

/** file_url is an /api path; the client adds /api itself. */
const clientPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

export const resourcesApi = {
  list: (query: TResourceQuery) =>
    api.get<TResourcePage>('/reports/', {
      query: {
        department: query.department || undefined,
        report_type: query.report_type || undefined,
        search: query.search.trim() || undefined,
        page: query.page,
        page_size: LIMITS.RESOURCE_PAGE_SIZE,
      },
      parse: (value) => ZResourcePage.parse(value),
    }),
  upload: (input: TResourceUpload) => {
    const form = new FormData();
    form.append('title', input.title);
    form.append('department', input.department);
    form.append('report_type', input.report_type);
    form.append('description', input.description);
    form.append('file', input.file, input.file.name);
    return api.post<TResource>('/upload/', form, {
      parse: (value) => ZResource.parse(value),
      timeoutMs: 120_000,
    });
  },
  file: (resource: TResource) =>
    api.get<Blob>(clientPath(resource.file_url), { responseType: 'blob', timeoutMs: 120_000 }),
  remove: (id: number) => api.delete<null>(`/reports/resources/${id}/`),
};

export function useResources(query: TResourceQuery) {
  return useQuery({
    queryKey: resourceKeys.list(query),
    queryFn: () => resourcesApi.list(query),
    placeholderData: keepPreviousData,
  });
}

function useResourceMutation<TArgs, TAnswer>(fn: (args: TArgs) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useUploadResource() {
  return useResourceMutation(resourcesApi.upload);
}

export function useDeleteResource() {
  return useResourceMutation(resourcesApi.remove);
}
