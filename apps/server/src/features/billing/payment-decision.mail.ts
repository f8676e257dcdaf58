// The e-mails of a payment decision (staff approved or rejected a reported mobile-money payment),
// in the student's language. Plain text; the only link is the app's billing page (PUBLIC_URL).
// A decision is transactional mail, not a reminder: no unsubscribe footer.
import { CURRENCY, type TLanguage } from '@ptlog/shared';
import { greeting } from '../mail/templates';
import type { TMail } from '../mail/transport';

/** What both decision mails say about the payment. */
export interface TDecidedPayment {
  to: string;
  firstName: string;
  language: TLanguage;
  /** The transaction's id: the reference the student quotes to support. */
  reference: number;
  amountTsh: number;
  senderName: string;
  /** The confirmation SMS's transaction ID the payment was reported with, if any (ADR 18). */
  transactionCode: string | null;
  /** The app's billing page: `${PUBLIC_URL}/billing`. */
  billingLink: string;
}

/** 'TZS 3,000' (grouped as the billing screens show it). */
export function mailAmount(amountTsh: number): string {
  return `${CURRENCY} ${amountTsh.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

const grouped = (value: number) => value.toLocaleString('en-US');

/**
 * '(sent by Amina Mushi, transaction ID CI47HT9XQ2, reference #12)': the sender and the SMS's
 * transaction ID when there are, the reference always.
 */
function detailsOf(payment: TDecidedPayment): string {
  const sender = payment.senderName.trim();
  const code = payment.transactionCode?.trim() ?? '';
  const sw = payment.language === 'sw';
  const parts = [
    sender && (sw ? `yaliyotumwa na ${sender}` : `sent by ${sender}`),
    code && (sw ? `namba ya muamala ${code}` : `transaction ID ${code}`),
    sw ? `kumbukumbu #${payment.reference}` : `reference #${payment.reference}`,
  ];
  return `(${parts.filter(Boolean).join(', ')})`;
}

/** To the student: the payment was approved and its tokens credited. */
export function paymentApprovedMail(
  payment: TDecidedPayment & { tokensAdded: number; balance: number },
): TMail {
  const amount = mailAmount(payment.amountTsh);
  if (payment.language === 'sw') {
    return {
      to: payment.to,
      subject: `Malipo yako ya ${amount} yameidhinishwa: tokeni ${grouped(payment.tokensAdded)} zimeongezwa`,
      text: [
        greeting('sw', payment.firstName),
        '',
        `Malipo yako ya ${amount} ${detailsOf(payment)} yamethibitishwa na kuidhinishwa.`,
        '',
        `Tokeni zilizoongezwa: ${grouped(payment.tokensAdded)}`,
        `Salio lako jipya: tokeni ${grouped(payment.balance)}`,
        '',
        'Angalia tokeni na malipo yako hapa:',
        payment.billingLink,
      ].join('\n'),
    };
  }
  return {
    to: payment.to,
    subject: `Your payment of ${amount} was approved: ${grouped(payment.tokensAdded)} tokens added`,
    text: [
      greeting('en', payment.firstName),
      '',
      `Your payment of ${amount} ${detailsOf(payment)} was verified and approved.`,
      '',
      `Tokens added: ${grouped(payment.tokensAdded)}`,
      `Your new balance: ${grouped(payment.balance)} tokens`,
      '',
      'See your tokens and payments here:',
      payment.billingLink,
    ].join('\n'),
  };
}

/** To the student: the payment was rejected, with the staff's reason when they gave one. */
export function paymentRejectedMail(
  payment: TDecidedPayment & {
    reason: string | null;
    supportWhatsapp: string;
    /** The app's Help Center: `${PUBLIC_URL}/help`. */
    helpLink: string;
  },
): TMail {
  const amount = mailAmount(payment.amountTsh);
  const reason = payment.reason?.trim() ?? '';
  const whatsapp = payment.supportWhatsapp.trim();
  if (payment.language === 'sw') {
    return {
      to: payment.to,
      subject: `Malipo yako ya ${amount} hayakuidhinishwa`,
      text: [
        greeting('sw', payment.firstName),
        '',
        `Malipo yako ya ${amount} ${detailsOf(payment)} hayakuidhinishwa, kwa hiyo hakuna tokeni zilizoongezwa.`,
        ...(reason ? ['', 'Sababu iliyotolewa na wafanyakazi:', reason] : []),
        '',
        'Nini cha kufanya:',
        '- Linganisha na SMS ya malipo: kiasi, namba ya simu na jina la mtumaji lazima vilingane na ulivyoandika.',
        '- Kama vilikosewa, ripoti malipo tena kwa taarifa sahihi kutoka kwenye SMS:',
        `  ${payment.billingLink}`,
        whatsapp
          ? `- Kama unaamini ni kosa, wasiliana nasi kwa WhatsApp ${whatsapp} ukitaja kumbukumbu #${payment.reference}.`
          : `- Kama unaamini ni kosa, wasiliana na msaada wa PT Logbook ukitaja kumbukumbu #${payment.reference}:`,
        ...(whatsapp ? [] : [`  ${payment.helpLink}`]),
      ].join('\n'),
    };
  }
  return {
    to: payment.to,
    subject: `Your payment of ${amount} was not approved`,
    text: [
      greeting('en', payment.firstName),
      '',
      `Your payment of ${amount} ${detailsOf(payment)} was not approved, so no tokens were added.`,
      ...(reason ? ['', "The staff's reason:", reason] : []),
      '',
      'What to do:',
      '- Check the payment SMS: the amount, phone number and sender name must match what you entered.',
      '- If something was wrong, report the payment again with the details from the SMS:',
      `  ${payment.billingLink}`,
      whatsapp
        ? `- If you think this is a mistake, contact us on WhatsApp ${whatsapp} and quote reference #${payment.reference}.`
        : `- If you think this is a mistake, contact PT Logbook support and quote reference #${payment.reference}:`,
      ...(whatsapp ? [] : [`  ${payment.helpLink}`]),
    ].join('\n'),
  };
}

/**
 * To the student (ADR 29): an approval was reversed (the money was not received, or it was
 * another payment), its tokens taken back, with the staff's reason and the balance now; below
 * zero, AI stays off until a payment brings it back above.
 */
export function paymentReversedMail(
  payment: TDecidedPayment & {
    reason: string;
    tokensTaken: number;
    balance: number;
    supportWhatsapp: string;
    /** The app's Help Center: `${PUBLIC_URL}/help`. */
    helpLink: string;
  },
): TMail {
  const amount = mailAmount(payment.amountTsh);
  const reason = payment.reason.trim();
  const whatsapp = payment.supportWhatsapp.trim();
  const negative = payment.balance < 0;
  if (payment.language === 'sw') {
    return {
      to: payment.to,
      subject: `Uidhinishaji wa malipo yako ya ${amount} umebatilishwa`,
      text: [
        greeting('sw', payment.firstName),
        '',
        `Malipo yako ya ${amount} ${detailsOf(payment)} yaliidhinishwa kimakosa, na uidhinishaji huo umebatilishwa.`,
        '',
        'Sababu iliyotolewa na wafanyakazi:',
        reason,
        '',
        `Tokeni zilizoondolewa: ${grouped(payment.tokensTaken)}`,
        `Salio lako sasa: tokeni ${grouped(payment.balance)}`,
        ...(negative
          ? ['Salio lako liko chini ya sifuri: nunua tokeni kabla ya kutumia AI tena.']
          : []),
        '',
        'Angalia tokeni na malipo yako hapa:',
        payment.billingLink,
        whatsapp
          ? `Kama unaamini ni kosa, wasiliana nasi kwa WhatsApp ${whatsapp} ukitaja kumbukumbu #${payment.reference}.`
          : `Kama unaamini ni kosa, wasiliana na msaada wa PT Logbook ukitaja kumbukumbu #${payment.reference}:`,
        ...(whatsapp ? [] : [payment.helpLink]),
      ].join('\n'),
    };
  }
  return {
    to: payment.to,
    subject: `The approval of your payment of ${amount} was reversed`,
    text: [
      greeting('en', payment.firstName),
      '',
      `Your payment of ${amount} ${detailsOf(payment)} was approved by mistake, and the approval was reversed.`,
      '',
      "The staff's reason:",
      reason,
      '',
      `Tokens taken back: ${grouped(payment.tokensTaken)}`,
      `Your balance now: ${grouped(payment.balance)} tokens`,
      ...(negative ? ['Your balance is below zero: buy tokens before using AI again.'] : []),
      '',
      'See your tokens and payments here:',
      payment.billingLink,
      whatsapp
        ? `If you think this is a mistake, contact us on WhatsApp ${whatsapp} and quote reference #${payment.reference}.`
        : `If you think this is a mistake, contact PT Logbook support and quote reference #${payment.reference}:`,
      ...(whatsapp ? [] : [payment.helpLink]),
    ].join('\n'),
  };
}
