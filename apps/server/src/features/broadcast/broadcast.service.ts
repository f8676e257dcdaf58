import {
  broadcastAudienceOf,
  ERROR_CODES,
  LANGUAGES,
  LIMITS,
  MESSAGES,
  oneLine,
  type TBroadcastAudience,
  type TBroadcastMailPreview,
  type TEmailBroadcastInput,
  type TEmailCampaignSource,
  type TEmailExcelFields,
  type TInvalidRecipient,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { enqueueCampaignMails } from '../mail/outbox';
import {
  refuseRepeatedBroadcast,
  type TBroadcastSender,
  takeBroadcastSlot,
} from './broadcast.guard';
import { broadcastMail, broadcastText, plainBody } from './broadcast.mail';
import {
  accountsOfAddresses,
  broadcastAudience,
  insertCampaign,
  lockCampaignCreation,
  setQueuedCount,
} from './broadcast.repository';
import { readRecipientsSheet, type TSheetRecipient } from './recipients-sheet';
import { xlsxZipProblem } from './xlsx-guard';

export interface TQueuedCampaign {
  campaignId: number;
  queued: number;
  invalid: TInvalidRecipient[];
  invalidCount: number;
  duplicateCount: number;
  /** A sheet's addresses of banned or deleted accounts, left out (mailableSheetRecipients). */
  inactiveCount: number;
}

/**
 * The campaign row, one outbox mail per recipient and the audit row, in one transaction, under
 * the campaign lock: an identical broadcast sent a moment ago is refused (409) first. The
 * sender's hourly count is taken before and given back when nothing is sent.
 */
async function queueCampaign(
  sender: TBroadcastSender,
  input: {
    source: TEmailCampaignSource;
    content: { subject: string; message: string };
    fileName: string | null;
    /** Whom a send to users goes to (null for a sheet); the repeat guard compares it. */
    audience: TBroadcastAudience | null;
    invalidCount: number;
  },
  recipients: (tx: TDb) => Promise<TSheetRecipient[]>,
): Promise<{ campaignId: number; queued: number }> {
  const content = contentOf(input.content);
  const release = await takeBroadcastSlot(sender);
  try {
    return await sender.db.transaction(async (tx) => {
      await lockCampaignCreation(tx);
      const list = await recipients(tx);
      await refuseRepeatedBroadcast(
        tx,
        { source: input.source, ...content },
        input.audience
          ? { audience: input.audience }
          : { addresses: list.map((entry) => entry.email) },
        sender.now,
      );
      const campaignId = await insertCampaign(tx, {
        source: input.source,
        subject: content.subject,
        body: content.body,
        fileName: input.fileName,
        audience: input.audience,
        createdBy: sender.staffId,
        invalidCount: input.invalidCount,
        now: sender.now,
      });
      const mails = list.map((recipient) => broadcastMail(campaignId, recipient, content));
      const queued = await enqueueCampaignMails(tx, campaignId, mails, sender.now);
      await setQueuedCount(tx, campaignId, queued);
      await audit(tx, {
        actorId: sender.staffId,
        action: 'admin.broadcast.send',
        targetType: 'email_campaign',
        targetId: campaignId,
        ip: sender.ip,
        details: {
          audience: input.source,
          ...(input.audience ? { audience_filter: input.audience } : {}),
          file_name: input.fileName,
          recipients: queued,
          subject: content.subject,
        },
      });
      return { campaignId, queued };
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/** The subject and body as mailed: one-line subject, plain body. */
function contentOf(input: { subject: string; message: string }) {
  return { subject: oneLine(input.subject), body: plainBody(input.message) };
}

/**
 * The audience's recipients (broadcastAudience, locked when `lock`: the send); none at all is
 * refused (400), nothing queued.
 */
async function recipientsOfAudience(
  db: TDb,
  audience: TBroadcastAudience,
  options: { lock?: boolean } = {},
): Promise<TSheetRecipient[]> {
  const found = await broadcastAudience(db, audience, options);
  if (found.length === 0) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.email.noRecipients, {
      audience: [MESSAGES.email.noRecipients],
    });
  }
  return found.map((user) => ({
    email: user.email,
    name: user.firstName,
    language: user.language,
  }));
}

/**
 * Queues the message to the audience of the input (broadcastAudienceOf: without one, every active
 * user with a verified address, the spec's "all users").
 */
export async function broadcastToAllUsers(
  sender: TBroadcastSender,
  input: TEmailBroadcastInput,
): Promise<TQueuedCampaign> {
  const audience = broadcastAudienceOf(input);
  const queued = await queueCampaign(
    sender,
    { source: 'all_users', content: input, fileName: null, audience, invalidCount: 0 },
    (tx) => recipientsOfAudience(tx, audience, { lock: true }),
  );
  return { ...queued, invalid: [], invalidCount: 0, duplicateCount: 0, inactiveCount: 0 };
}

export interface TUsersPreview {
  audience: TBroadcastAudience;
  recipients: number;
  previews: TBroadcastMailPreview[];
}

/**
 * The dry run of broadcastToAllUsers: the same audience, count and 409 for a repeat, and the mail
 * as the first recipient of each language gets it; nothing queued, audited or counted.
 */
export async function previewUsersBroadcast(
  db: TDb,
  input: TEmailBroadcastInput,
  now: Date,
): Promise<TUsersPreview> {
  const audience = broadcastAudienceOf(input);
  const content = contentOf(input);
  const list = await recipientsOfAudience(db, audience);
  await refuseRepeatedBroadcast(db, { source: 'all_users', ...content }, { audience }, now);
  const previews = LANGUAGES.flatMap((language) => {
    const first = list.find((recipient) => (recipient.language ?? 'en') === language);
    if (!first) return [];
    return [
      {
        language,
        to: first.email,
        subject: content.subject,
        text: broadcastText(first, content.body),
      },
    ];
  });
  return { audience, recipients: list.length, previews };
}

function sheetError(detail: string, status: 'invalid' | 'too_large' = 'invalid'): AppError {
  return new AppError(
    status === 'too_large' ? ERROR_CODES.PAYLOAD_TOO_LARGE : ERROR_CODES.VALIDATION_ERROR,
    detail,
    { file: [detail] },
  );
}

/**
 * What the parser may be handed at all. Rows count formatted empty ones too (the exact cap on
 * address rows is checked after reading); cells allow 20 columns a row on average. They keep
 * the work on a sheet bounded and a refused sheet cheap.
 */
export const SHEET_LIMITS = {
  maxUnzippedBytes: LIMITS.EMAIL_SHEET_MAX_UNZIPPED_BYTES,
  maxRowElements: LIMITS.EMAIL_SHEET_MAX_ROWS * 2 + 1,
  maxCellElements: LIMITS.EMAIL_SHEET_MAX_ROWS * 20,
  maxEntries: 1000,
};

/**
 * The recipients of an uploaded sheet: zip structure and bounds first, then the reader
 * (recipients-sheet.ts: its own XML scan, not exceljs). Throws the refusal (400/413) of a sheet
 * that cannot be sent to; the send and its dry run share it.
 */
async function recipientsOfSheet(bytes: Buffer) {
  if (bytes.length === 0) throw sheetError(MESSAGES.email.fileEmpty);
  const zipProblem = await xlsxZipProblem(bytes, SHEET_LIMITS);
  if (zipProblem === 'too_big') throw sheetError(MESSAGES.email.fileTooBig, 'too_large');
  if (zipProblem === 'too_many_rows') throw sheetError(MESSAGES.email.tooManyRows);
  if (zipProblem) throw sheetError(MESSAGES.email.fileNotXlsx);

  const reading = await readRecipientsSheet(bytes);
  if (!reading.ok) {
    throw sheetError(
      {
        not_xlsx: MESSAGES.email.fileNotXlsx,
        empty: MESSAGES.email.fileEmpty,
        header_missing: MESSAGES.email.headerMissing,
        too_many_rows: MESSAGES.email.tooManyRows,
      }[reading.problem],
    );
  }
  if (reading.recipients.length === 0) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.email.noValidAddresses, {
      file: [MESSAGES.email.noValidAddresses],
      ...(reading.invalid.length > 0
        ? { invalid_emails: reading.invalid.map((entry) => `Row ${entry.row}: ${entry.value}`) }
        : {}),
    });
  }
  return reading;
}

/**
 * The sheet's addresses as they are mailed: an account's greeted in the account's language, a
 * banned or deleted account's left out and counted, as invalid and repeated rows are (a payment
 * decision and the reminders skip banned accounts too). A sheet of nothing else is refused (400).
 */
async function mailableSheetRecipients(
  db: TDb,
  recipients: TSheetRecipient[],
): Promise<{ recipients: TSheetRecipient[]; inactiveCount: number }> {
  const addresses = recipients.map((recipient) => recipient.email);
  const accounts = new Map(
    (await accountsOfAddresses(db, addresses)).map((account) => [account.email, account]),
  );
  const mailable: TSheetRecipient[] = [];
  for (const recipient of recipients) {
    const account = accounts.get(recipient.email);
    if (account && !account.mailable) continue;
    mailable.push(account ? { ...recipient, language: account.language } : recipient);
  }
  if (mailable.length === 0) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.email.onlyInactiveAccounts, {
      file: [MESSAGES.email.onlyInactiveAccounts],
    });
  }
  return { recipients: mailable, inactiveCount: recipients.length - mailable.length };
}

export interface TSheetPreview {
  recipients: number;
  invalid: TInvalidRecipient[];
  invalidCount: number;
  duplicateCount: number;
  inactiveCount: number;
}

/**
 * The dry run of broadcastToSheet: the same checks and reading, and the same 409 for a repeat,
 * but nothing queued, audited or counted against the hourly limit.
 */
export async function previewSheetBroadcast(
  db: TDb,
  fields: TEmailExcelFields,
  file: { bytes: Buffer },
  now: Date,
): Promise<TSheetPreview> {
  const reading = await recipientsOfSheet(file.bytes);
  const sheet = await mailableSheetRecipients(db, reading.recipients);
  await refuseRepeatedBroadcast(
    db,
    { source: 'excel', ...contentOf(fields) },
    { addresses: sheet.recipients.map((recipient) => recipient.email) },
    now,
  );
  return {
    recipients: sheet.recipients.length,
    invalid: reading.invalid,
    invalidCount: reading.invalidCount,
    duplicateCount: reading.duplicateCount,
    inactiveCount: sheet.inactiveCount,
  };
}

/**
 * Queues the message to each distinct valid address of the uploaded sheet (recipientsOfSheet) but
 * those of banned or deleted accounts (mailableSheetRecipients).
 */
export async function broadcastToSheet(
  sender: TBroadcastSender,
  fields: TEmailExcelFields,
  file: { name: string; bytes: Buffer },
): Promise<TQueuedCampaign> {
  const reading = await recipientsOfSheet(file.bytes);
  let inactiveCount = 0;
  const queued = await queueCampaign(
    sender,
    {
      source: 'excel',
      content: fields,
      fileName: file.name.slice(0, 255),
      audience: null,
      invalidCount: reading.invalidCount,
    },
    // Read in the send's transaction: an account banned a moment ago is not mailed.
    async (tx) => {
      const sheet = await mailableSheetRecipients(tx, reading.recipients);
      inactiveCount = sheet.inactiveCount;
      return sheet.recipients;
    },
  );
  return {
    ...queued,
    invalid: reading.invalid,
    invalidCount: reading.invalidCount,
    duplicateCount: reading.duplicateCount,
    inactiveCount,
  };
}
