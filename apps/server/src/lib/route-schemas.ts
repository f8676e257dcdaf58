import { ZDbIdText } from '@ptlog/shared';

/** A row id in a path (`/reports/daily/{id}/`): a bigger one than PostgreSQL holds is a 400. */
export const ZRowId = ZDbIdText;

/** Bearer-token security for the OpenAPI document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
