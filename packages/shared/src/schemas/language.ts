// The language schemas, apart from the constants (constants/languages.ts) so that code needing
// only the list of languages does not load zod (issue 20: the sign-in screen's first load).
import { z } from 'zod';
import { LANGUAGES } from '../constants/languages';

export const ZLanguage = z.enum(LANGUAGES);

/** PUT /api/user/language/: the account's language, which its e-mails follow. */
export const ZLanguageInput = z.object({ language: ZLanguage });
export type TLanguageInput = z.infer<typeof ZLanguageInput>;
export const ZLanguageAnswer = ZLanguageInput;
