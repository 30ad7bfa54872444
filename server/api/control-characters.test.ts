// Issue #11 §2: a control character in any text field is refused by the schema with the validation code — never
// a 500 (a NUL in the search keyword reached PostgreSQL, which threw). The routes are found as the plugin adds
// them, so a text field added later is covered without touching this file.
import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/test-support/test-databases';
import type { Database } from '../db/database';
import { CALLS, NO_CONTROL_CHARACTERS } from '../../contract';
import { API_CODE } from './errors';
import type { TestApi } from './test-support/test-api';
import { createTestApi } from './test-support/test-api';

type Schema = Readonly<Record<string, unknown>>;
interface TextField {
  readonly url: string; readonly method: string; readonly path: readonly (string | number)[]; readonly valid: unknown;
  /** The field has a pattern of its own (a date, an ID number), not only "no control characters". */
  readonly formatted: boolean;
}

const CONTROL = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const types = (s: Schema): readonly unknown[] => (Array.isArray(s.type) ? s.type : [s.type]);

/** A value the schema accepts (a string the length it asks for, the minimum, the first enum value…). */
function validOf(s: Schema): unknown {
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.examples)) return s.examples[0]; // a pattern a generated value would not meet (an ID number)
  if (Array.isArray(s.enum)) return s.enum[0];
  if (types(s).includes('string')) return 'a'.repeat(Math.max(1, Number(s.minLength ?? 1)));
  if (types(s).includes('integer') || types(s).includes('number')) return Number(s.minimum ?? 1);
  if (types(s).includes('array') && isObject(s.items)) return [validOf(s.items)];
  if (isObject(s.properties)) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, isObject(v) ? validOf(v) : null]));
  return null;
}

/** Paths to every free-text string in the schema (enums are closed lists, not text). */
function textPaths(s: Schema, at: readonly (string | number)[] = []): (string | number)[][] {
  const here = types(s).includes('string') && !Array.isArray(s.enum) ? [[...at]] : [];
  const inItems = types(s).includes('array') && isObject(s.items) ? textPaths(s.items, [...at, 0]) : [];
  const inProps = isObject(s.properties) ? Object.entries(s.properties).flatMap(([k, v]) => (isObject(v) ? textPaths(v, [...at, k]) : [])) : [];
  return [...here, ...inItems, ...inProps];
}

function withValue(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (typeof head === 'number') { // a list item (a field that takes a string or a list gets a list here)
    const list: unknown[] = Array.isArray(value) ? value : [undefined];
    return list.map((v, i) => (i === head ? withValue(v, rest, leaf) : v));
  }
  const obj = isObject(value) ? value : {};
  return { ...obj, [head]: withValue(obj[head], rest, leaf) };
}

function hasOwnPattern(s: Schema, path: readonly (string | number)[]): boolean {
  let at: unknown = s;
  for (const step of path) at = isObject(at) ? (typeof step === 'number' ? at.items : isObject(at.properties) ? at.properties[step] : undefined) : undefined;
  return isObject(at) && typeof at.pattern === 'string' && at.pattern !== NO_CONTROL_CHARACTERS;
}

/** The validation copy a call declares for a field (contract/*.ts `messages`: 'field' or 'field.keyword'). */
function ownMessages(url: string, field: string): string[] {
  const call = CALLS.find((c) => `/api${c.path}` === url);
  return Object.entries(call?.messages ?? {}).filter(([k]) => k === field || k.startsWith(`${field}.`)).map(([, m]) => m);
}

describeEachDatabase('control characters', (db: () => Database) => {
  it('every text field of every /api route: each control character answers 40001, never 500', async () => {
    const routes: RouteOptions[] = [];
    const api: TestApi = await createTestApi(db(), { onRoute: (r) => { routes.push(r); } });
    try {
      const fields: TextField[] = routes.flatMap((r) => {
        const body = isObject(r.schema) && isObject(r.schema.body) ? r.schema.body : undefined;
        if (!body) return [];
        const method = [r.method].flat()[0];
        return textPaths(body).map((path) => ({ url: r.url, method, path, valid: validOf(body), formatted: hasOwnPattern(body, path) }));
      });
      const urls = new Set(fields.map((f) => f.url));
      console.info(`[security] control characters: ${fields.length} text fields on ${urls.size} routes × ${CONTROL.length} characters`);
      for (const must of ['/api/v1/customer/follow/preSearch', '/api/login', '/api/loginByPassWord', '/api/ali/sms/sendCode', '/api/reSetPw', '/api/dict/getDictMap']) {
        expect(urls).toContain(must);
      }
      for (const f of fields) {
        for (const ch of CONTROL) {
          const body = withValue(f.valid, f.path, `ab${ch}c`.slice(0, 3));
          const res = await api.app.inject({ method: 'POST', url: f.url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), remoteAddress: '10.9.0.1' });
          const envelope = res.json() as { code: number; msg: string };
          expect({ url: f.url, field: f.path.join('.'), ch: ch.codePointAt(0), status: res.statusCode, code: envelope.code })
            .toEqual({ url: f.url, field: f.path.join('.'), ch: ch.codePointAt(0), status: 400, code: API_CODE.validation });
          // The control-character copy, or the field's own where its schema is stricter than "text" (an ID number's
          // digits, a date's form): a control character fails that check first, and its copy says what is wanted.
          const own = ownMessages(f.url, String(f.path[f.path.length - 1]));
          if (!f.formatted && !own.includes(envelope.msg)) expect(envelope.msg, `${f.url} ${f.path.join('.')}`).toMatch(/不能包含控制字符$|^请输入正确手机号$/);
        }
      }
    } finally {
      await api.close();
    }
  }, 120_000);

  it('the search keyword "\\u0000" (the probe) is 40001 with a plain message; text without control characters still searches', async () => {
    const api = await createTestApi(db());
    try {
      const nul = await api.call('/v1/customer/follow/preSearch', { keyword: '\u0000' });
      expect({ status: nul.status, envelope: nul.envelope }).toEqual({ status: 400, envelope: { code: API_CODE.validation, msg: '关键词不能包含控制字符', data: null } });
      expect((await api.call('/v1/customer/follow/preSearch', { keyword: '球迷 ☆ 100%' })).envelope.code).toBe(0);
    } finally {
      await api.close();
    }
  });
});
