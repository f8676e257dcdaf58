import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TReceivedMail } from '../../apps/server/test/helpers/smtp';

export { otpIn, resetLinkIn, signoffTokenIn } from '../../apps/server/test/helpers/smtp';

/** Every mail the SMTP server received for `address`, oldest first. */
export function mailsTo(address: string): TReceivedMail[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as TReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** Waits until the SMTP server has received the `count`-th mail to `address`; answers it. */
export async function waitForMail(
  address: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<TReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
}
