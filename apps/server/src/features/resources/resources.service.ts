// The resources library: staff upload and delete documents; a student sees those of their own
// department (their profile's or their program's) and those for all departments, whatever the
// filter asks for.
import {
  departmentOfProgram,
  ERROR_CODES,
  MESSAGES,
  type TResourceFilters,
  ZResourceUploadFields,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError, type TFieldErrors, zodFieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TMultipartForm } from '../../lib/multipart-form';
import type { TStoredUpload, TUploadStore } from '../../lib/upload-store';
import {
  deleteResourceFile,
  readResourceFile,
  saveResourceFile,
  sniffResourceKind,
} from './resource-files';
import {
  deleteResourceRow,
  departmentAndProgramOfUser,
  departmentKey,
  findResource,
  insertResource,
  type TResourceQuery,
  type TResourceWithUploader,
} from './resources.repository';

export function resourceNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.resources.notFound);
}

/**
 * The departments (as `departmentKey`s) whose resources this user may see: null = all (staff).
 * The profile's department is free text the student may retype, so their program's department
 * counts too, and both are compared trimmed and in any letter case.
 */
async function visibleDepartments(db: TDb, user: TUserRow): Promise<string[] | null> {
  if (user.isStaff) return null;
  const profile = await departmentAndProgramOfUser(db, user.id);
  const own = [profile?.department ?? ''];
  if (profile?.program?.trim()) own.push(departmentOfProgram(profile.program));
  return [...new Set(['', ...own.map(departmentKey)])];
}

/** The list query of a user's filters, narrowed to what the user may see. */
export async function resourceQueryFor(
  db: TDb,
  user: TUserRow,
  filters: TResourceFilters,
): Promise<TResourceQuery> {
  return {
    departments: await visibleDepartments(db, user),
    department: filters.department || undefined,
    reportType: filters.report_type || undefined,
    search: filters.search || undefined,
  };
}

/** Fields and file checked together (one answer names every problem); nothing is stored on error. */
function checkUpload(form: TMultipartForm) {
  const parsed = ZResourceUploadFields.safeParse(form.fields);
  const errors: TFieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
  const bytes = form.file?.bytes;
  const kind = bytes && bytes.length > 0 ? sniffResourceKind(bytes) : null;
  if (!bytes) errors.file = [MESSAGES.resources.fileRequired];
  else if (bytes.length === 0) errors.file = [MESSAGES.resources.fileEmpty];
  else if (!kind) errors.file = [MESSAGES.resources.fileType];
  if (!parsed.success || !bytes || !kind) {
    const detail = errors.file?.[0] ?? Object.values(errors)[0]?.[0] ?? MESSAGES.generic.unexpected;
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, detail, errors);
  }
  return { fields: parsed.data, bytes, kind };
}

/** Who acts on the library, for the audit rows (DESIGN §5: every admin action). */
export interface TResourceActor {
  actorId: number;
  ip: string;
}

/** POST /upload/: checks, then stores the file under a new name and records it (audited). */
export async function uploadResource(
  db: TDb,
  store: TUploadStore,
  actor: TResourceActor,
  form: TMultipartForm,
  now: Date,
): Promise<number> {
  const { fields, bytes, kind } = checkUpload(form);
  const storedName = await saveResourceFile(store, bytes, kind);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertResource(tx, {
        title: fields.title,
        description: fields.description,
        department: fields.department,
        reportType: fields.report_type,
        fileKind: kind,
        storedName,
        fileSize: bytes.length,
        uploadedBy: actor.actorId,
        createdAt: now,
      });
      await audit(tx, {
        actorId: actor.actorId,
        action: 'admin.resource.upload',
        targetType: 'resource',
        targetId: id,
        ip: actor.ip,
        details: { title: fields.title, file_kind: kind, file_size: bytes.length },
      });
      return id;
    });
  } catch (error) {
    await deleteResourceFile(store, storedName).catch(() => undefined);
    throw error;
  }
}

/** A resource the user may see, with its stored file; anything else is a 404. */
export async function resourceDownload(
  db: TDb,
  store: TUploadStore,
  user: TUserRow,
  id: number,
): Promise<{ resource: TResourceWithUploader; file: TStoredUpload }> {
  const resource = await findResource(db, id);
  const departments = await visibleDepartments(db, user);
  if (!resource || (departments && !departments.includes(departmentKey(resource.row.department)))) {
    throw resourceNotFound();
  }
  const file = await readResourceFile(store, resource.row.storedName);
  if (!file) throw resourceNotFound();
  return { resource, file };
}

/** DELETE (staff): the row, its audit row and its file, all or (the store failing: 503) none. */
export async function removeResource(
  db: TDb,
  store: TUploadStore,
  id: number,
  actor: TResourceActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteResourceRow(tx, id);
    if (!removed) throw resourceNotFound();
    await audit(tx, {
      actorId: actor.actorId,
      action: 'admin.resource.delete',
      targetType: 'resource',
      targetId: id,
      ip: actor.ip,
      details: { title: removed.title },
    });
    await deleteResourceFile(store, removed.storedName);
  });
}
