// The login answer's schema, loaded apart from the sign-in screen (login-submit.ts).
import { type TLoginAnswer, ZLoginAnswer } from '@ptlog/shared';

export const parseLoginAnswer = (value: unknown): TLoginAnswer => ZLoginAnswer.parse(value);
