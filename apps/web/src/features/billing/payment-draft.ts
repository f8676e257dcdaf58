// A payment under way and not submitted yet, kept on this device per account (lib/unsaved-drafts.ts)
// as the daily form's and the profile's typing is: the student leaves the browser to pay by USSD
// or the M-Pesa app and comes back to a tab a cheap phone has reloaded. The step, the amount and
// what the Submit Transaction dialog holds come back; the draft goes once the transaction is
// submitted, and the dialog's typing once a Cancel is confirmed.
import { DEFAULT_PAYMENT_TSH, PAYER_TYPES } from '@ptlog/shared';
import { type TUnsavedDrafts, unsavedDrafts } from '../../lib/unsaved-drafts';
import type { TPaymentStage } from './components/PaymentSteps';
import { emptySubmitForm, SUBMIT_FIELDS, type TSubmitForm } from './submit-transaction';

const KEY = 'billing:payment';

/** The steps worth coming back to; the submitted one (3) is not. */
export type TDraftStage = Exclude<TPaymentStage, 3>;

export interface TPaymentDraft {
  /** 2: the dialog was open. */
  stage: TDraftStage;
  amount: number | string;
  /** The dialog's fields as typed, if any. */
  typed?: TSubmitForm;
}

const isAmount = (value: unknown): value is number | string =>
  typeof value === 'number' || typeof value === 'string';

const isSubmitForm = (value: unknown): value is TSubmitForm => {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    PAYER_TYPES.includes(form.payer_type as TSubmitForm['payer_type']) &&
    SUBMIT_FIELDS.every((field) =>
      field === 'amount' ? isAmount(form[field]) : typeof form[field] === 'string',
    )
  );
};

const isDraft = (value: unknown): value is TPaymentDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const { stage, amount, typed } = value as Partial<TPaymentDraft>;
  return (
    (stage === 0 || stage === 1 || stage === 2) &&
    isAmount(amount) &&
    (typed === undefined || isSubmitForm(typed))
  );
};

/** Something typed in the dialog: a field other than as it opened for `amount`. */
export const hasSubmitInput = (values: TSubmitForm, amount: number | string) => {
  const empty = emptySubmitForm(amount);
  return SUBMIT_FIELDS.some((field) => String(values[field]) !== String(empty[field]));
};

const worthKeeping = ({ stage, amount, typed }: TPaymentDraft) =>
  stage > 0 || String(amount) !== String(DEFAULT_PAYMENT_TSH) || typed !== undefined;

export function paymentDraft(drafts: TUnsavedDrafts = unsavedDrafts) {
  const read = (): TPaymentDraft | null => {
    const value = drafts.get(KEY);
    return isDraft(value) ? value : null;
  };
  const write = (draft: TPaymentDraft) => {
    if (worthKeeping(draft)) drafts.keep(KEY, draft);
    else drafts.discard(KEY);
  };
  return {
    read,
    /**
     * The page's step and amount. What the dialog holds stays; its amount follows the page's
     * unless the student changed it there.
     */
    keepStep(stage: TDraftStage, amount: number | string): void {
      const current = read();
      let typed = current?.typed;
      if (typed && String(typed.amount) === String(current?.amount)) typed = { ...typed, amount };
      write(typed && hasSubmitInput(typed, amount) ? { stage, amount, typed } : { stage, amount });
    },
    /** The dialog's fields, or none once they are as the dialog opened. */
    keepTyped(values: TSubmitForm, amount: number | string): void {
      const { stage, amount: pageAmount } = read() ?? { stage: 2, amount };
      const step = { stage, amount: pageAmount };
      write(hasSubmitInput(values, amount) ? { ...step, typed: values } : step);
    },
    /** Throws the dialog's typing away (a confirmed Cancel); the step and amount stay. */
    dropTyped(): void {
      const current = read();
      if (current) write({ stage: current.stage, amount: current.amount });
    },
    discard: () => drafts.discard(KEY),
  };
}
