import type { TResource } from '@ptlog/shared';
import { studentNameOf } from '../accounts/accounts.presenter';
import type { TResourceWithUploader } from './resources.repository';

export const RESOURCE_FILE_PATH = (id: number) => `/api/reports/resources/${id}/file/`;

/** The download name: the title's letters, digits and dashes, and the kind's extension. */
export function resourceFileName(title: string, kind: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'resource'}.${kind}`;
}

export function toResource({ row, uploader }: TResourceWithUploader): TResource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    department: row.department,
    report_type: row.reportType,
    file_kind: row.fileKind,
    file_name: resourceFileName(row.title, row.fileKind),
    file_size: row.fileSize,
    file_url: RESOURCE_FILE_PATH(row.id),
    uploaded_by_name: uploader ? studentNameOf(uploader) : null,
    created_at: row.createdAt.toISOString(),
  };
}
