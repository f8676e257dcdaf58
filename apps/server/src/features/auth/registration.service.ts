import {
  canonicalTanzanianPhone,
  DEFAULT_LANGUAGE,
  departmentOfProgram,
  ERROR_CODES,
  isTanzanianPhone,
  MESSAGES,
  type TPhoneCheckAnswer,
  type TRegisterInput,
  type TTokenPair,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { isDemoAccountEmail } from '../../db/demo-accounts';
import { isUniqueViolation } from '../../db/errors';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findUserById, isEmailTaken } from '../accounts/users.repository';
import { eraseUsers } from '../admin/admin-erase.repository';
import { findOrCreateCompany } from '../companies/companies.repository';
import type { TMailOutbox } from '../mail/outbox';
import { creditWelcomeBonus } from '../tokens/ledger';
import { sendVerificationCode } from './email-verification.service';
import { hashPassword } from './password';
import {
  insertProfile,
  insertUser,
  isPhoneTaken,
  lockAbandonedRegistrations,
  lockUnverifiedStudent,
} from './registration.repository';
import { startSession, type TSignInRequest } from './sessions.service';

function conflict(detail: string): AppError {
  return new AppError(ERROR_CODES.CONFLICT, detail);
}

/**
 * Whether a Tanzanian phone number is still free for a new account. A registration whose e-mail is
 * still not verified once its newest code has expired no longer holds its e-mail and phone number:
 * a student who mistyped the address (and was signed out on the activation screen, so could not
 * press Wrong Email?) can register again with their own number. One whose code was just resent is
 * kept. The answer is the one registerStudent would give (registration.repository).
 */
export async function checkPhone(
  db: TDb,
  phoneNumber: string,
  now: Date,
): Promise<TPhoneCheckAnswer> {
  const phone = phoneNumber.trim();
  if (!isTanzanianPhone(phone)) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.register.phoneFormatInvalid);
  }
  return (await isPhoneTaken(db, canonicalTanzanianPhone(phone), now))
    ? { available: false, message: MESSAGES.register.phoneTaken(phone) }
    : { available: true, message: MESSAGES.register.phoneAvailable };
}

/**
 * Creates a student account with its profile, company and welcome tokens, queues the e-mail
 * verification code and signs the new account in, all in one transaction. A taken e-mail or
 * phone number is a 409, also when two registrations race for it.
 */
export async function registerStudent(
  db: TDb,
  mail: TMailOutbox,
  input: TRegisterInput,
  signIn: TSignInRequest,
  now: Date,
): Promise<{ user: TUserRow; tokens: TTokenPair }> {
  // Anyone could otherwise register a demo address with the password the README publishes, and a
  // production start refuses while a demo account signs in with it (demo-accounts.ts).
  if (isDemoAccountEmail(input.email)) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.register.emailReserved, {
      email: [MESSAGES.register.emailReserved],
    });
  }
  await releaseAbandonedRegistrations(db, input, signIn.ip, now);
  if (await isEmailTaken(db, input.email)) throw conflict(MESSAGES.register.emailTaken);
  if (await isPhoneTaken(db, canonicalTanzanianPhone(input.phone_number), now)) {
    throw conflict(MESSAGES.register.phoneTaken(input.phone_number));
  }
  // Slow on purpose: hashed before the transaction so no lock is held meanwhile.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        // The e-mail is the username (spec 1 §3); a different username in the payload is ignored.
        username: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        language: input.language ?? DEFAULT_LANGUAGE,
      });
      const company = await findOrCreateCompany(
        tx,
        input.company_name,
        input.company_region ?? null,
      );
      await insertProfile(tx, {
        userId: user.id,
        phoneNumber: canonicalTanzanianPhone(input.phone_number),
        studentId: input.student_id ?? '',
        program: input.program,
        yearOfStudy: input.year_of_study,
        ptPhase: input.pt_phase,
        department: input.department || departmentOfProgram(input.program),
        supervisorName: input.supervisor_name ?? '',
        supervisorEmail: input.supervisor_email ?? '',
        companyId: company.id,
        companyRegion: input.company_region || null,
        deviceInfo: {
          ...(input.device_info ?? {}),
          fingerprint: input.device_fingerprint ?? null,
          fingerprint_confidence: input.device_fingerprint_confidence ?? null,
        },
      });
      await creditWelcomeBonus(tx, user.id);
      await sendVerificationCode(tx, mail, user, now);
      await audit(tx, { actorId: user.id, action: 'register', ip: signIn.ip });
      const tokens = await startSession(tx, user.id, signIn, now);
      return { user, tokens };
    });
  } catch (error) {
    // Two registrations racing for one e-mail or phone: the loser gets the same 409.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.register.conflict);
    throw error;
  }
}

/** Erases the abandoned registrations holding this registration's e-mail or phone number. */
async function releaseAbandonedRegistrations(
  db: TDb,
  input: TRegisterInput,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const abandoned = await lockAbandonedRegistrations(
      tx,
      input.email,
      canonicalTanzanianPhone(input.phone_number),
      now,
    );
    if (abandoned.length === 0) return;
    await eraseUsers(tx, abandoned, now);
    for (const account of abandoned) {
      await audit(tx, { actorId: null, action: 'register.abandoned', targetId: account.id, ip });
    }
  });
}

/**
 * Wrong Email?: the signed-in account gives up its registration. An account whose e-mail was
 * never verified is erased (ADR 5's tombstone), which frees its e-mail and phone number for a new
 * registration; a verified (or staff) account is never touched (409). Erasing ends its sessions,
 * so a second call is a 401; one that passed the sign-in check beside the first finds the account
 * already erased and is done too.
 */
export async function releaseUnverifiedAccount(
  db: TDb,
  userId: number,
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUnverifiedStudent(tx, userId);
    if (!user) {
      if ((await findUserById(tx, userId))?.deletedAt) return;
      throw conflict(MESSAGES.register.releaseVerified);
    }
    // Written before the erasure, which blanks the IP of every row the person made (ADR 5).
    await audit(tx, { actorId: user.id, action: 'register.release', ip });
    await eraseUsers(tx, [user], now);
  });
}
