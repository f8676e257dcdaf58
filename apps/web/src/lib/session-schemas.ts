// The shared schemas the stored session is checked with. A module of its own, loaded when a
// stored user or profile is first read, so the sign-in screen's first load does without zod
// (issue 20).
import { type TProfile, type TUser, ZProfile, ZUser } from '@ptlog/shared';

export const parseStoredUser = (value: unknown): TUser => ZUser.parse(value);
export const parseStoredProfile = (value: unknown): TProfile => ZProfile.parse(value);
