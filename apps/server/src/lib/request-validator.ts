import { MESSAGES } from '@ptlog/shared';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type ZodType, z } from 'zod';

const SAY = MESSAGES.input;

type TRawIssue = z.core.$ZodRawIssue;

/** Whether the schema that owns the issue takes whole numbers only (`.int()`, `z.int()`). */
function isWhole(issue: TRawIssue): boolean {
  const owner = issue.schema ?? issue.inst;
  return issue.origin === 'int' || (owner instanceof z.ZodNumber && owner.isInt);
}

const listed = (values: readonly unknown[]) => values.map(String).join(', ');

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? SAY.required : SAY.textAtLeast(min);
    case 'array':
    case 'set':
      return SAY.itemsAtLeast(min);
    case 'number':
    case 'int':
    case 'bigint':
      if (isWhole(issue)) return SAY.wholeAtLeast(issue.inclusive === false ? min + 1 : min);
      return issue.inclusive === false ? SAY.numberAbove(min) : SAY.numberAtLeast(min);
    default:
      return SAY.invalidValue;
  }
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return MESSAGES.generic.textTooLong(max);
    case 'array':
    case 'set':
      return SAY.itemsAtMost(max);
    case 'number':
    case 'int':
    case 'bigint':
      if (isWhole(issue)) return SAY.wholeAtMost(issue.inclusive === false ? max - 1 : max);
      return issue.inclusive === false ? SAY.numberBelow(max) : SAY.numberAtMost(max);
    default:
      return SAY.invalidValue;
  }
}

/**
 * The wording of an issue whose schema gave no message (zod asks this map only then: a message
 * set on the field or its check always wins). zod's own English ("Invalid option: expected one of
 * …") is no text for a student, and the web translates only the shared MESSAGES (DESIGN §2).
 */
export function inputIssueMessage(issue: TRawIssue): string {
  // A field left out (or null where a value is needed), whatever kind of value it takes.
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return SAY.required;
      if (issue.expected === 'int' || (issue.expected === 'number' && isWhole(issue))) {
        return SAY.wholeNumber;
      }
      return issue.expected === 'number' ? SAY.number : SAY.invalidValue;
    case 'invalid_value':
      return missing ? SAY.required : SAY.choiceOf(listed(issue.values));
    case 'invalid_union':
      // A discriminated union's tag (an action's kind) that none of its options has.
      if (missing) return SAY.required;
      return Array.isArray(issue.options) ? SAY.choiceOf(listed(issue.options)) : SAY.invalidValue;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'not_multiple_of':
      return SAY.multipleOf(Number(issue.divisor));
    default:
      return SAY.invalidValue;
  }
}

function toValidationError(issue: z.core.$ZodIssue): FastifySchemaValidationError {
  const path = issue.path.map(String).join('/');
  return {
    keyword: issue.code,
    instancePath: `/${path}`,
    schemaPath: `#/${path}/${issue.code}`,
    params: {},
    message: issue.message,
  };
}

/**
 * Validates params, query and body with the route's zod schema, as fastify-type-provider-zod's
 * compiler does, but words the issues without a message of their own by `inputIssueMessage`.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: inputIssueMessage });
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map(toValidationError) };
  };
