import type { Transporter } from 'nodemailer';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go (the no-reply sender otherwise). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** The outbox row's Message-ID, the same on every attempt (`<uuid@domain>`). */
  messageId?: string;
}

/** Delivers one mail or throws. */
export type TMailTransport = (mail: TMail) => Promise<void>;

const FRAME_WIDTH = 72;

/**
 * A mail that was not sent (no SMTP_URL), framed so that it stands out among the log lines:
 * in development the console is the mailbox, and its code or link is what the reader looks for.
 */
export function framedMail(mail: TMail): string {
  const rule = '═'.repeat(FRAME_WIDTH);
  const lines = [
    'MAIL NOT SENT (SMTP_URL is not set): printed here instead',
    `To:      ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
    '',
    ...mail.text.split('\n'),
  ];
  return `\n╔${rule}\n${lines.map((line) => `║ ${line}`).join('\n')}\n╚${rule}\n\n`;
}

/** Runs of 4 or more digits (verification codes in subjects) hidden. */
function withoutCodes(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));
}

/**
 * MAIL_TRANSPORT=log (production without e-mail on purpose): one line with the recipient and the
 * subject (codes hidden), never the body, whose links and codes would open accounts to anyone
 * who reads the log.
 */
export function loggedMailLine(mail: TMail): string {
  return `Mail not sent (MAIL_TRANSPORT=log): to ${mail.to}, subject "${withoutCodes(mail.subject)}"\n`;
}

export type TMailTransportKind = 'smtp' | 'console' | 'log';

/**
 * How long one SMTP call may wait, at each step, for a server that does not answer: each well
 * below the outbox's 5-minute claim of a mail (CLAIM_MS in outbox.ts), so a send ends, in error
 * if need be, long before another instance could take the mail over and send it a second time.
 * nodemailer's own defaults (2 minutes to connect, 10 minutes of silence) are far longer. They
 * win over the same options in SMTP_URL's query.
 */
export const SMTP_TIMEOUTS = {
  /** Resolving the server's name. */
  dnsTimeout: 20_000,
  /** Opening the TCP (or TLS) connection. */
  connectionTimeout: 20_000,
  /** The server's greeting once connected. */
  greetingTimeout: 20_000,
  /** Silence at any later step (each command's answer, the DATA's). */
  socketTimeout: 60_000,
} satisfies Partial<SMTPConnection.Options>;

/**
 * SMTP through nodemailer (SMTP_URL); `console`, development's default without SMTP_URL, prints
 * the whole mail; `log` prints only who it was for (config refuses console in production).
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  print: (text: string) => void;
  /** Unset: smtp with an SMTP_URL, else console. */
  kind?: TMailTransportKind;
  /** SMTP_TIMEOUTS unless given (tests use short ones). */
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}): { send: TMailTransport; close(): void } {
  const kind = options.kind ?? (options.smtpUrl ? 'smtp' : 'console');
  if (kind === 'log') {
    return {
      send: async (mail) => {
        options.print(loggedMailLine(mail));
      },
      close: () => undefined,
    };
  }
  if (kind === 'console' || !options.smtpUrl) {
    return {
      // Development only: the console is the mailbox (DESIGN §1), so codes and links show here.
      send: async (mail) => {
        options.print(framedMail(mail));
      },
      close: () => undefined,
    };
  }
  // nodemailer (~3 MB of heap) loads with the first mail, not with every server.
  const smtpUrl = options.smtpUrl;
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  let transporter: Promise<Transporter> | undefined;
  // createTransport(url) takes no other options (an object's `url` drops its siblings): the URL
  // is parsed as nodemailer does, and the timeouts set on the result.
  const open = () =>
    (transporter ??= Promise.all([
      import('nodemailer'),
      import('nodemailer/lib/shared/index.js'),
    ]).then(([{ default: nodemailer }, { parseConnectionUrl }]) =>
      nodemailer.createTransport({ ...parseConnectionUrl(smtpUrl), ...timeouts }),
    ));
  return {
    send: async (mail) => {
      await (await open()).sendMail({ from: options.from, ...mail });
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
}
