import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface TReceivedMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  /** Every header, by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers and a single-part body of a raw message, decoded as nodemailer encodes text mails. */
export function parseMail(raw: string, to: string[]): TReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  if (encoding === 'base64') text = Buffer.from(body, 'base64').toString('utf8');
  let subject = header('Subject');
  const encoded = /^=\?utf-8\?([BQ])\?(.*)\?=$/i.exec(subject);
  if (encoded) {
    subject =
      encoded[1]!.toUpperCase() === 'B'
        ? Buffer.from(encoded[2]!, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded[2]!.replaceAll('_', ' '));
  }
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    to,
    subject,
    text: text.replace(/\r\n/g, '\n'),
    messageId: header('Message-ID'),
    headers,
  };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives; with `saveDir` each
 * message is also written there as JSON (the browser suite's workers read mails from files).
 */
export async function startSmtpServer(options: { saveDir?: string } = {}) {
  const mails: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        mails.push(mail);
        if (options.saveDir) {
          // Written aside, then renamed: a reader polling the folder never sees half a file.
          const name = `${String(mails.length).padStart(5, '0')}.json`;
          const partial = path.join(options.saveDir, `.${name}.partial`);
          writeFileSync(partial, JSON.stringify(mail));
          renameSync(partial, path.join(options.saveDir, name));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Mails to this address, oldest first. */
    mailsTo: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

export function otpIn(mail: TReceivedMail | undefined): string {
  const code = /(?:verification code is|password reset code is|PT Logbook ni): (\d{6})/.exec(
    mail?.text ?? '',
  )?.[1];
  if (!code) throw new Error(`no code in mail: ${mail?.text}`);
  return code;
}

export function resetLinkIn(mail: TReceivedMail | undefined): URL {
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no reset link in mail: ${mail?.text}`);
  return new URL(link);
}

/** The token of the sign-off link in a supervisor's mail (issue 17). */
export function signoffTokenIn(mail: TReceivedMail | undefined): string {
  const token = /\/signoff\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-off link in mail: ${mail?.text}`);
  return token;
}
