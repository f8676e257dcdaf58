// The account e-mails, in the language of the account they go to (issue 20). Plain text.
import { LIMITS, type TLanguage } from '@ptlog/shared';
import type { TMail } from './transport';

const OTP_MINUTES = LIMITS.OTP_TTL_MS / 60_000;
const RESET_MINUTES = LIMITS.RESET_TOKEN_TTL_MS / 60_000;

/** 'Hello Asha,' — or, without a name, 'Hello,'. */
export function greeting(language: TLanguage, name?: string | null): string {
  const hello = language === 'sw' ? 'Habari' : 'Hello';
  return name ? `${hello} ${name},` : `${hello},`;
}

export function verificationCodeMail(
  to: string,
  firstName: string,
  code: string,
  language: TLanguage,
): TMail {
  if (language === 'sw') {
    return {
      to,
      subject: `Msimbo wa uthibitisho wa PT Logbook: ${code}`,
      text: [
        greeting(language, firstName),
        '',
        `Msimbo wako wa uthibitisho wa PT Logbook ni: ${code}`,
        '',
        `Unafanya kazi kwa dakika ${OTP_MINUTES} na unatumika mara moja tu.`,
        'Kama hukufungua akaunti ya PT Logbook, puuza barua pepe hii.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `PT Logbook verification code: ${code}`,
    text: [
      greeting(language, firstName),
      '',
      `Your PT Logbook verification code is: ${code}`,
      '',
      `It is valid for ${OTP_MINUTES} minutes and can be used once.`,
      'If you did not create a PT Logbook account, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * The code of a password reset by code (send-email-otp, purpose password_reset): says what it
 * opens, so nobody reads it as a registration code, and that it is never to be passed on.
 */
export function passwordResetCodeMail(
  to: string,
  firstName: string,
  code: string,
  language: TLanguage,
): TMail {
  if (language === 'sw') {
    return {
      to,
      subject: `Msimbo wa kubadilisha nenosiri la PT Logbook: ${code}`,
      text: [
        greeting(language, firstName),
        '',
        `Msimbo wako wa kubadilisha nenosiri la PT Logbook ni: ${code}`,
        '',
        `Unafanya kazi kwa dakika ${OTP_MINUTES} na unatumika mara moja tu.`,
        'Usimpe mtu yeyote msimbo huu: wafanyakazi wa PT Logbook hawatakuomba kamwe.',
        'Kama hukuomba kubadilisha nenosiri, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `PT Logbook password reset code: ${code}`,
    text: [
      greeting(language, firstName),
      '',
      `Your PT Logbook password reset code is: ${code}`,
      '',
      `It is valid for ${OTP_MINUTES} minutes and can be used once.`,
      'Never share this code with anyone: PT Logbook staff will never ask you for it.',
      'If you did not ask to reset your password, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}

export function passwordResetMail(
  to: string,
  firstName: string,
  link: string,
  language: TLanguage,
): TMail {
  if (language === 'sw') {
    return {
      to,
      subject: 'Badilisha nenosiri lako la PT Logbook',
      text: [
        greeting(language, firstName),
        '',
        'Mtu fulani (tunatumaini ni wewe) ameomba kubadilisha nenosiri la akaunti yako ya PT Logbook.',
        'Fungua kiungo hiki ili kuchagua nenosiri jipya:',
        '',
        link,
        '',
        `Kiungo kinafanya kazi kwa dakika ${RESET_MINUTES} na mara moja tu.`,
        'Kama hukuomba hili, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Reset your PT Logbook password',
    text: [
      greeting(language, firstName),
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
