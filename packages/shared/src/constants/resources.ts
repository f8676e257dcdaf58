// The resources library (spec 2 §3 "Resource report filters", §7 Resources): documents staff
// upload for students, by department and kind.
import { GENERAL_DEPARTMENT, PROGRAM_DEPARTMENTS } from './colleges';

export const RESOURCE_TYPES = ['template', 'example', 'guideline', 'other'] as const;
export type TResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TYPE_LABELS: Readonly<Record<TResourceType, string>> = {
  template: 'Template',
  example: 'Example',
  guideline: 'Guideline',
  other: 'Other',
};

/** Every department a profile can have (derived from the program), in alphabetical order. */
export const DEPARTMENTS: readonly string[] = [
  ...new Set([...Object.values(PROGRAM_DEPARTMENTS), GENERAL_DEPARTMENT]),
].sort((a, b) => a.localeCompare(b, 'en'));

/** What a resource's empty department means. */
export const ALL_DEPARTMENTS_LABEL = 'All departments';

/** File kinds a resource may be, told by the file's content (never its name). */
export const RESOURCE_FILE_KINDS = ['pdf', 'docx', 'xlsx', 'png', 'jpg'] as const;
export type TResourceFileKind = (typeof RESOURCE_FILE_KINDS)[number];
