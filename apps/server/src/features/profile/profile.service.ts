import { readFile } from 'node:fs/promises';
import {
  ERROR_CODES,
  MESSAGES,
  type TProfileAnswer,
  type TProfileUpdateInput,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findUserById } from '../accounts/users.repository';
import { deletePicture, pictureFile, savePicture, sniffPictureType } from './picture-files';
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
  await updateProfile(db, userId, input, now);
  return profileOf(db, userId);
}

/**
 * Stores an uploaded picture under `dataDir` (its type told by its bytes: JPEG, PNG or WebP) as
 * the user's new one; the previous file is deleted.
 */
export async function replacePicture(
  db: TDb,
  dataDir: string,
  user: TUserRow,
  bytes: Buffer,
): Promise<TProfileAnswer> {
  const type = sniffPictureType(bytes);
  if (!type) throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.account.pictureType);
  const url = await savePicture(dataDir, bytes, type);
  await setProfilePicture(db, user.id, url);
  await deletePicture(dataDir, user.profilePicture);
  return profileOf(db, user.id);
}

export async function removePicture(
  db: TDb,
  dataDir: string,
  user: TUserRow,
): Promise<TProfileAnswer> {
  await setProfilePicture(db, user.id, null);
  await deletePicture(dataDir, user.profilePicture);
  return profileOf(db, user.id);
}

/** A stored picture's bytes and type by its file name; anything else is a 404. */
export async function storedPicture(
  dataDir: string,
  name: string,
): Promise<{ type: string; bytes: Buffer }> {
  const target = pictureFile(dataDir, name);
  const bytes = target ? await readFile(target.file).catch(() => null) : null;
  if (!target || !bytes) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.generic.notFound);
  return { type: target.type, bytes };
}
