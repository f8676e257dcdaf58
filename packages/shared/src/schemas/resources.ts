// The resources library (spec 2 §3 "Resource report filters", §7 Resources; the rest is ours):
// POST /upload/ (staff, multipart), GET /reports/ (filtered list), the file, DELETE (staff).
import { z } from 'zod';
import { DEPARTMENTS, RESOURCE_FILE_KINDS, RESOURCE_TYPES } from '../constants/resources';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZPage } from './page';
import { requiredText } from './text';

export const ZResourceType = z.enum(RESOURCE_TYPES, { error: MESSAGES.resources.typeInvalid });

/** '' (or left out) = all departments; otherwise one of DEPARTMENTS. */
export const ZResourceDepartment = z
  .string({ error: MESSAGES.resources.departmentInvalid })
  .trim()
  .refine((value) => value === '' || DEPARTMENTS.includes(value), {
    message: MESSAGES.resources.departmentInvalid,
  });

/** The text fields of the upload form (the file is checked by its content on the server). */
export const ZResourceUploadFields = z.object({
  title: requiredText(
    MESSAGES.resources.titleRequired,
    LIMITS.RESOURCE_TITLE_MAX,
    MESSAGES.resources.titleTooLong,
  ),
  department: ZResourceDepartment.default(''),
  report_type: ZResourceType,
  description: z
    .string()
    .trim()
    .max(
      LIMITS.RESOURCE_DESCRIPTION_MAX,
      MESSAGES.generic.textTooLong(LIMITS.RESOURCE_DESCRIPTION_MAX),
    )
    .default(''),
});
export type TResourceUploadFields = z.infer<typeof ZResourceUploadFields>;

/** GET /reports/ filters, all optional; a student only ever sees their department's and all. */
export const ZResourceFilters = z.object({
  department: z.string().trim().max(200).optional(),
  report_type: z.union([ZResourceType, z.literal('')]).optional(),
  search: z.string().trim().max(200).optional(),
});
export type TResourceFilters = z.infer<typeof ZResourceFilters>;

export const ZResource = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** '' = all departments. */
  department: z.string(),
  report_type: z.enum(RESOURCE_TYPES),
  file_kind: z.enum(RESOURCE_FILE_KINDS),
  /** The name the file is downloaded as (made from the title and the kind). */
  file_name: z.string(),
  file_size: z.number().int(),
  /** Where to download it (a signed-in GET). */
  file_url: z.string(),
  uploaded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZResourcePage = ZPage(ZResource);
export type TResourcePage = z.infer<typeof ZResourcePage>;

/** Answer of GET /help/contact/ (ours): how to reach support. */
export const ZSupportContact = z.object({
  support_whatsapp: z.string(),
  ptmis_url: z.string(),
});
export type TSupportContact = z.infer<typeof ZSupportContact>;
