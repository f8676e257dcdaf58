// Small rules of the Resources screen: labels, sizes, and the checks made before an upload is sent
// (the server checks the same and the content too).
import { LIMITS, MESSAGES } from '@ptlog/shared';
import type { TFunction } from '../../i18n/translator';
import type { RESOURCES_NS } from './i18n';

/** A resource's department; the empty one means every department. */
export function departmentLabel(department: string, t: TFunction<typeof RESOURCES_NS>): string {
  return department === '' ? t('resources:departments.all') : department;
}

/** 532 → '532 B', 20480 → '20 KB', 3_500_000 → '3.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file input accepts these; the server decides by content. */
export const RESOURCE_ACCEPT =
  '.pdf,.docx,.xlsx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What is wrong with the chosen file before sending it (a shared message, in English), or null. */
export function resourceFileProblem(file: { size: number } | null): string | null {
  if (!file) return MESSAGES.resources.fileRequired;
  if (file.size === 0) return MESSAGES.resources.fileEmpty;
  if (file.size > LIMITS.RESOURCE_MAX_BYTES) return MESSAGES.resources.fileTooLarge;
  return null;
}
