// JSON-schema pieces shared by the routes. Fastify's Ajv coerces scalars ('86' ⇄ 86) and fills defaults.

/**
 * No control character (C0, DEL, C1) in any text field: a NUL made PostgreSQL throw and the call answer 500, and
 * none of them belongs in a phone, a code, a password or a search (issue #11). Every text field is `str`, so
 * the rule holds wherever text comes in; a failure is the validation code with validation.ts's message.
 */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** A text field: lengths, and never a control character. */
export const str = (maxLength: number, minLength = 1) =>
  ({ type: 'string', minLength, maxLength, pattern: NO_CONTROL_CHARACTERS }) as const;
export const int = (minimum: number, maximum = 2_147_483_647) => ({ type: 'integer', minimum, maximum }) as const;
export const oneOf = (...values: readonly (number | string)[]) => ({ enum: [...values] }) as const;

export const nationalCode = { ...str(5, 0), default: '86' } as const; // [AU-7] default 86
export const sportType = { type: 'integer', enum: [1, 2] } as const; // SPEC.md §9: football 1, basketball 2
/** 1 follow, 2 unfollow [FL-1]. */
export const followStatus = { type: 'integer', enum: [1, 2] } as const;

export const object = (properties: Readonly<Record<string, unknown>>, required: readonly string[] = []) => ({
  type: 'object', properties, required: [...required],
}) as const;

/** Pages from 1 (SPEC.md §9). */
export const page = (defaultSize: number, maxSize: number) => ({
  pageNum: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: maxSize, default: defaultSize },
}) as const;
