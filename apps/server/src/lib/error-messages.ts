import { MESSAGES } from '@ptlog/shared';

// Details of the errors the foundation answers itself. Wording comes from the shared catalogue,
// except malformed JSON, whose wording the API contract fixes.
export const FOUNDATION_MESSAGES = {
  validation: MESSAGES.generic.validationFailed,
  invalidJson: 'Malformed JSON in request body.',
  payloadTooLarge: MESSAGES.generic.payloadTooLarge,
  unsupportedMediaType: MESSAGES.generic.unsupportedMediaType,
  notFound: MESSAGES.generic.notFound,
  rateLimited: MESSAGES.generic.rateLimited,
  internal: MESSAGES.generic.somethingWentWrong,
  serviceUnavailable: MESSAGES.generic.serviceUnavailable,
} as const;
