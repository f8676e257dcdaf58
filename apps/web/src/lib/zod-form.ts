// The tiny bridge between the shared zod schemas and Mantine forms: the first message of each
// field, keyed by its dotted path, as `form.setErrors` and `useForm({validate})` expect.
import type { z } from 'zod';
import { translateMessage } from '../i18n/messages';

export type TFieldErrors = Record<string, string>;

export function zodFormErrors(schema: z.ZodType, values: unknown): TFieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: TFieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = translateMessage(issue.message);
  }
  return errors;
}

/** For `useForm({ validate: zodValidate(ZSomething) })`. */
export function zodValidate<Values>(schema: z.ZodType): (values: Values) => TFieldErrors {
  return (values) => zodFormErrors(schema, values);
}

export function hasErrors(errors: TFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
