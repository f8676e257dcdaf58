// Ours: MESSAGES.input, what the API says of a refused field whose schema gives no message of its
// own (a query filter, a page number, a staff record's field), instead of zod's English
// ("Invalid option: expected one of …"), so the web can show it in the reader's language.

export const INPUT_MESSAGES = {
  required: 'This field is required.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  invalidValue: 'Enter a valid value.',
  /** The accepted values, as the API spells them, joined by ", ". */
  choiceOf: (choices: string) => `Choose one of: ${choices}.`,
  numberAtLeast: (min: number) => `Enter a number of at least ${min}.`,
  numberAtMost: (max: number) => `Enter a number of at most ${max}.`,
  numberAbove: (min: number) => `Enter a number above ${min}.`,
  numberBelow: (max: number) => `Enter a number below ${max}.`,
  wholeAtLeast: (min: number) => `Enter a whole number of at least ${min}.`,
  wholeAtMost: (max: number) => `Enter a whole number of at most ${max}.`,
  multipleOf: (step: number) => `Enter a multiple of ${step}.`,
  textAtLeast: (min: number) => `Enter at least ${min} characters.`,
  itemsAtLeast: (min: number) => `List at least ${min} items.`,
  itemsAtMost: (max: number) => `List at most ${max} items.`,
} as const;
