import {
  ERROR_CODES,
  MESSAGES,
  type TProfileAnswer,
  type TProfileUpdateInput,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TUploadStore } from '../../lib/upload-store';
import { findUserById } from '../accounts/users.repository';
import { refuseAccountSupervisorEmail } from '../signoff/signoff.policy';
import { deletePicture, readPicture, savePicture, sniffPictureType } from './picture-files';
import { loadProfile, setProfilePicture, updateProfile } from './profile.repository';

/** The profile answer of a user read afresh (after a change). */
export async function profileOf(db: TDb, userId: number): Promise<TProfileAnswer> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.profile.notFound);
  return loadProfile(db, user);
}

/** Applies a profile update (the phone number never changes) and answers the new profile. */
export async function changeProfile(
  db: TDb,
  userId: number,
  input: TProfileUpdateInput,
  now: Date,
): Promise<TProfileAnswer> {
  // Not the student's own address nor another account's: they could approve their own weeks.
  if (input.supervisor_email) await refuseAccountSupervisorEmail(db, input.supervisor_email);
  await updateProfile(db, userId, input, now);
  return profileOf(db, userId);
}

/**
 * Stores an uploaded picture (its type told by its bytes: JPEG, PNG or WebP) as the user's new
 * one and deletes the previous file. The new file is written first, and the row changes in the
 * same transaction as the old file's removal: a store that fails (503) leaves the user's picture
 * as it was, and the new file is taken away again.
 */
export async function replacePicture(
  db: TDb,
  store: TUploadStore,
  user: TUserRow,
  bytes: Buffer,
): Promise<TProfileAnswer> {
  const type = sniffPictureType(bytes);
  if (!type) throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.account.pictureType);
  const url = await savePicture(store, bytes, type);
  try {
    await db.transaction(async (tx) => {
      await deletePicture(store, await setProfilePicture(tx, user.id, url));
    });
  } catch (error) {
    await deletePicture(store, url).catch(() => undefined);
    throw error;
  }
  return profileOf(db, user.id);
}

/** Clears the picture and deletes its file, both or (the store failing: 503) neither. */
export async function removePicture(
  db: TDb,
  store: TUploadStore,
  user: TUserRow,
): Promise<TProfileAnswer> {
  await db.transaction(async (tx) => {
    await deletePicture(store, await setProfilePicture(tx, user.id, null));
  });
  return profileOf(db, user.id);
}

/** A stored picture (a stream, its size and type) by its file name; anything else is a 404. */
export async function storedPicture(store: TUploadStore, name: string) {
  const picture = await readPicture(store, name);
  if (!picture) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.generic.notFound);
  return picture;
}
