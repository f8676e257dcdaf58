import { z } from 'zod';

/** Largest PostgreSQL integer: a bigger id can match no row, and must not reach the database. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id in a path (`/reports/daily/{id}/`). */
export const ZRowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** Bearer-token security for the OpenAPI document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
