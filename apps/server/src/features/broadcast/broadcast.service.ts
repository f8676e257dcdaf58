import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  type TEmailBroadcastInput,
  type TEmailCampaignSource,
  type TEmailExcelFields,
  type TInvalidRecipient,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueCampaignMails } from '../mail/outbox';
import { broadcastMail, oneLine, plainBody } from './broadcast.mail';
import { broadcastAudience, insertCampaign, setQueuedCount } from './broadcast.repository';
import { readRecipientsSheet, type TSheetRecipient } from './recipients-sheet';
import { xlsxZipProblem } from './xlsx-guard';

export interface TQueuedCampaign {
  campaignId: number;
  queued: number;
  invalid: TInvalidRecipient[];
  invalidCount: number;
  duplicateCount: number;
}

/** The campaign row and one outbox mail per recipient, in one transaction. */
async function queueCampaign(
  db: TDb,
  input: {
    source: TEmailCampaignSource;
    content: { subject: string; message: string };
    fileName: string | null;
    staffId: number;
    invalidCount: number;
    now: Date;
  },
  recipients: (tx: TDb) => Promise<TSheetRecipient[]>,
): Promise<{ campaignId: number; queued: number }> {
  const content = {
    subject: oneLine(input.content.subject),
    body: plainBody(input.content.message),
  };
  return db.transaction(async (tx) => {
    const campaignId = await insertCampaign(tx, {
      source: input.source,
      subject: content.subject,
      body: content.body,
      fileName: input.fileName,
      createdBy: input.staffId,
      invalidCount: input.invalidCount,
      now: input.now,
    });
    const mails = (await recipients(tx)).map((recipient) =>
      broadcastMail(campaignId, recipient, content),
    );
    const queued = await enqueueCampaignMails(tx, campaignId, mails, input.now);
    await setQueuedCount(tx, campaignId, queued);
    return { campaignId, queued };
  });
}

/** Queues the message to every active user with a verified address. */
export async function broadcastToAllUsers(
  db: TDb,
  staffId: number,
  input: TEmailBroadcastInput,
  now: Date,
): Promise<TQueuedCampaign> {
  const queued = await queueCampaign(
    db,
    { source: 'all_users', content: input, fileName: null, staffId, invalidCount: 0, now },
    async (tx) =>
      (await broadcastAudience(tx)).map((user) => ({
        email: user.email,
        name: user.firstName,
        language: user.language,
      })),
  );
  return { ...queued, invalid: [], invalidCount: 0, duplicateCount: 0 };
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
 * address rows is checked after reading); cells allow 20 columns a row on average. exceljs needs
 * some 15 s for a million cells on a busy core, so these keep a refused sheet cheap.
 */
export const SHEET_LIMITS = {
  maxUnzippedBytes: LIMITS.EMAIL_SHEET_MAX_UNZIPPED_BYTES,
  maxRowElements: LIMITS.EMAIL_SHEET_MAX_ROWS * 2 + 1,
  maxCellElements: LIMITS.EMAIL_SHEET_MAX_ROWS * 20,
  maxEntries: 1000,
};

/**
 * Checks the uploaded sheet (zip structure and bounds first, then exceljs) and queues the message
 * to each distinct valid address in it. Nothing is queued when the sheet is refused.
 */
export async function broadcastToSheet(
  db: TDb,
  staffId: number,
  fields: TEmailExcelFields,
  file: { name: string; bytes: Buffer },
  now: Date,
): Promise<TQueuedCampaign> {
  if (file.bytes.length === 0) throw sheetError(MESSAGES.email.fileEmpty);
  const zipProblem = await xlsxZipProblem(file.bytes, SHEET_LIMITS);
  if (zipProblem === 'too_big') throw sheetError(MESSAGES.email.fileTooBig, 'too_large');
  if (zipProblem === 'too_many_rows') throw sheetError(MESSAGES.email.tooManyRows);
  if (zipProblem) throw sheetError(MESSAGES.email.fileNotXlsx);

  const reading = await readRecipientsSheet(file.bytes);
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
  const queued = await queueCampaign(
    db,
    {
      source: 'excel',
      content: fields,
      fileName: file.name.slice(0, 255),
      staffId,
      invalidCount: reading.invalidCount,
      now,
    },
    async () => reading.recipients,
  );
  return {
    ...queued,
    invalid: reading.invalid,
    invalidCount: reading.invalidCount,
    duplicateCount: reading.duplicateCount,
  };
}
