// The AI feature's refusals (spec 2 §8 "AI"), each with its stable code (DESIGN §2).
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { AppError } from '../../lib/app-error';

export function aiReportNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.ai.reportNotFound);
}

export function insufficientTokens(): AppError {
  return new AppError(ERROR_CODES.INSUFFICIENT_TOKENS, MESSAGES.ai.insufficientTokens);
}

/** The provider failed or timed out: nothing was charged and nothing changed. */
export function providerFailed(detail: string = MESSAGES.ai.providerFailed): AppError {
  return new AppError(ERROR_CODES.AI_PROVIDER_ERROR, detail);
}

/** The week's texts changed while the provider worked: nothing written, nothing charged. */
export function weekChangedWhileEnhancing(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.ai.weekChanged);
}

export function needsDescription(): AppError {
  return new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.ai.needsDescription, {
    additional_instructions: [MESSAGES.ai.needsDescription],
  });
}

export function resetUnavailable(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.ai.resetUnavailable);
}

export function invalidAiInput(field: string, message: string): AppError {
  return new AppError(ERROR_CODES.VALIDATION_ERROR, message, { [field]: [message] });
}

export function aiRateLimited(): AppError {
  return new AppError(ERROR_CODES.RATE_LIMITED, MESSAGES.generic.rateLimited);
}
