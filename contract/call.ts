// What one HTTP call is in the contract: its path under /api, methods, login requirement, the request body's
// schema with the copy for its validation failures, and what a success answers — JSON `data` (a schema) inside
// the {code, msg, data} envelope [HT-2], or protobuf bytes [HT-8]. The server registers its routes from these
// (server/api/route.ts); the page takes its request and answer types from them (ui/api/calls.ts).
import type { Static, TObject, TProperties, TSchema } from 'typebox';
import { Type } from 'typebox';

export type Auth = 'none' | 'optional' | 'required';
export type Method = 'GET' | 'POST';

/** 'field' or 'field.keyword' (e.g. 'interests.maxItems') → the validation message; the more specific key wins. */
export type FieldMessages = Readonly<Record<string, string>>;

interface CallBase<P extends string, B extends TSchema, A extends Auth> {
  /** Under /api. */
  readonly path: P;
  readonly methods: readonly Method[];
  /** none: the bearer is not even read; optional: used when sent; required: 10020 without one. */
  readonly auth: A;
  /** The request body; an absent body is validated as {} (a GET's query string stands in for it where noted). */
  readonly body: B;
  readonly messages: FieldMessages;
}

export interface JsonCall<P extends string = string, B extends TSchema = TSchema, D extends TSchema = TSchema, A extends Auth = Auth>
  extends CallBase<P, B, A> {
  readonly answer: 'json';
  /** The envelope's data on code 0. */
  readonly data: D;
  /** false: data is plain JSON, not sealed (only the key that opens the others). */
  readonly sealed: boolean;
}

/** A *_b call: a success answers application/octet-stream; failures stay JSON envelopes [HT-8]. */
export interface BinaryCall<P extends string = string, B extends TSchema = TSchema, A extends Auth = Auth> extends CallBase<P, B, A> {
  readonly answer: 'protobuf';
  /** The proto/ message the bytes are (decoded by engine/wire). */
  readonly message: 'MatchListResponse';
}

export type ApiCall = JsonCall | BinaryCall;

/** The body of a call that takes none (anything sent is accepted and ignored). */
export const NO_BODY = Type.Object({});

interface CallInput<P extends string, B extends TSchema, A extends Auth> {
  readonly path: P;
  /** POST when left out (SPEC.md §7: most calls are POST). */
  readonly methods?: readonly Method[];
  readonly auth: A;
  readonly body: B;
  readonly messages?: FieldMessages;
}

export function jsonCall<const P extends string, B extends TSchema, D extends TSchema, const A extends Auth>(
  c: CallInput<P, B, A> & { readonly data: D; readonly sealed?: boolean },
): JsonCall<P, B, D, A> {
  return { methods: ['POST'], messages: {}, sealed: true, ...c, answer: 'json' };
}

export function binaryCall<const P extends string, B extends TSchema, const A extends Auth>(
  c: CallInput<P, B, A> & { readonly message: 'MatchListResponse' },
): BinaryCall<P, B, A> {
  return { methods: ['POST'], messages: {}, ...c, answer: 'protobuf' };
}

/** Read-only all the way down: the server may answer readonly lists, the page must not change what it got. */
export type Immutable<T> = T extends (infer I)[] ? readonly Immutable<I>[]
  : T extends readonly (infer I)[] ? readonly Immutable<I>[]
    : T extends object ? { readonly [K in keyof T]: Immutable<T[K]> } : T;

/** A field with a default (Ajv fills it in before the route runs): required for the server, optional to send. */
export type TDefaulted<T extends TSchema> = T & { readonly default: Static<T> };

/** Give it a schema made for it (it is changed in place: TypeBox keeps its kind on the object). */
export const defaulted = <T extends TSchema>(schema: T, value: Static<T>): TDefaulted<T> =>
  Object.assign(schema, { default: value });

type DefaultedKeys<P extends TProperties> = { [K in keyof P]: P[K] extends { readonly default: unknown } ? K : never }[keyof P];

/** What a client sends: the body with its defaulted fields optional. */
export type RequestOf<C extends ApiCall> = C['body'] extends TObject<infer P>
  ? Omit<Static<C['body']>, DefaultedKeys<P>> & Partial<Pick<Static<C['body']>, DefaultedKeys<P> & keyof Static<C['body']>>>
  : Static<C['body']>;

/** What a success answers: the data, or the bytes of a *_b call. */
export type DataOf<C extends ApiCall> = C extends JsonCall<string, TSchema, infer D> ? Immutable<Static<D>> : ArrayBuffer;
