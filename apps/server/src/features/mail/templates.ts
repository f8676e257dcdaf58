import { LIMITS } from '@ptlog/shared';
import type { TMail } from './transport';

const OTP_MINUTES = LIMITS.OTP_TTL_MS / 60_000;
const RESET_MINUTES = LIMITS.RESET_TOKEN_TTL_MS / 60_000;

export function verificationCodeMail(to: string, firstName: string, code: string): TMail {
  return {
    to,
    subject: `PT Logbook verification code: ${code}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your PT Logbook verification code is: ${code}`,
      '',
      `It is valid for ${OTP_MINUTES} minutes and can be used once.`,
      'If you did not create a PT Logbook account, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): TMail {
  return {
    to,
    subject: 'Reset your PT Logbook password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your PT Logbook account.',
      'Open this link to choose a new password:',
      '',
      link,
      '',
      `The link is valid for ${RESET_MINUTES} minutes and works once.`,
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}
