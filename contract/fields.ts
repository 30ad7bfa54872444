// Schema pieces the calls share. Fastify's Ajv validates them on the server: it coerces scalars ('86' ⇄ 86) and
// fills defaults (call.ts `defaulted`).
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { defaulted } from './call';

/**
 * No control character (C0, DEL, C1) in any text field: a NUL made PostgreSQL throw and the call answer 500, and
 * none of them belongs in a phone, a code, a password or a search (issue #11). Every text field is `str`, so
 * the rule holds wherever text comes in; a failure is 40001 with server/api/validation.ts's message.
 */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** A text field: lengths, and never a control character. */
export const str = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: NO_CONTROL_CHARACTERS });
export const int = (minimum: number, maximum = 2_147_483_647) => Type.Integer({ minimum, maximum });
/** Match ids come from the feed: any safe integer. */
export const matchId = () => int(1, Number.MAX_SAFE_INTEGER);

/** [AU-7] default 86. */
export const nationalCode = () => defaulted(str(5, 0), '86');
/** SPEC.md §9: football 1, basketball 2. */
export const sportType = () => Type.Enum([1, 2]);
/** 1 follow, 2 unfollow (and in answers: 1 followed, 2 not) [FL-1]. */
export const followStatus = () => Type.Enum([1, 2]);
/** 1 competition, 2 team (SPEC.md §7 follow of competitions and teams). */
export const followType = () => Type.Enum([1, 2]);

/** Pages from 1 (SPEC.md §9). */
export const page = (defaultSize: number, maxSize: number) => ({
  pageNum: defaulted(Type.Integer({ minimum: 1, maximum: 100_000 }), 1),
  pageSize: defaulted(Type.Integer({ minimum: 1, maximum: maxSize }), defaultSize),
});

/** A value or null (ids of things that may not exist yet). */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Bool01 = () => Type.Enum([0, 1]);
