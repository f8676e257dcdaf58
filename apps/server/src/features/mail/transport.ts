import nodemailer from 'nodemailer';

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one mail or throws. */
export type TMailTransport = (mail: TMail) => Promise<void>;

/** SMTP through nodemailer (SMTP_URL), or, without SMTP_URL, the mail printed to the console. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  print: (text: string) => void;
}): { send: TMailTransport; close(): void } {
  if (!options.smtpUrl) {
    return {
      // Development only: the console is the mailbox (DESIGN §1), so codes and links show here.
      send: async (mail) => {
        options.print(
          `\n--- mail (SMTP_URL not set, not sent) ---\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n---\n`,
        );
      },
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail({ from: options.from, ...mail });
    },
    close: () => transporter.close(),
  };
}
