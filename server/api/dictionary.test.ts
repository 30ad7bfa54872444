// /dict/getDictMap: the QR codes, home notice and domains, configurable from the environment (dictionary.ts).
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { MemorySmsProvider } from '../auth/sms-provider';
import type { Database } from '../db/database';
import { DB_START_TIMEOUT_MS, openTestPglite } from '../db/test-support/test-databases';
import type { Dictionary } from './dictionary';
import { DEFAULT_HOME_NOTICE, DEFAULT_SITE_DOMAINS, DICT_TYPES, dictionaryFromEnv, dictMapOf, parseDictTypes } from './dictionary';
import { openData } from './envelope';
import { API_CODE } from './errors';
import { apiPlugin } from './plugin';
import type { TestApi } from './test-support/test-api';
import { createTestApi, stubLookup, stubMatches, T0, testConfig } from './test-support/test-api';

describe('dictionary (pure)', () => {
  it('HOME_NOTICE is the notice; unset is the default; blank shows none', () => {
    expect(dictionaryFromEnv({ HOME_NOTICE: ' 今晚 20:00 欧冠直播 ' }).home_notice.map((i) => i.value)).toEqual(['今晚 20:00 欧冠直播']);
    expect(dictionaryFromEnv({}).home_notice.map((i) => i.value)).toEqual([DEFAULT_HOME_NOTICE]);
    expect(dictionaryFromEnv({ HOME_NOTICE: '   ' }).home_notice).toEqual([]);
  });

  it('SITE_DOMAINS is a comma list; QR codes are the two download platforms', () => {
    const d = dictionaryFromEnv({ SITE_DOMAINS: 'a.example, ,b.example' });
    expect(d.domains.map((i) => i.value)).toEqual(['a.example', 'b.example']);
    expect(d.qrCode.map((i) => i.label)).toEqual(['Android 下载', 'iPhone 下载']);
  });

  it('types: a list or a comma string; unknown, empty and non-string types are refused with a message', () => {
    expect(parseDictTypes('qrCode,home_notice,domains')).toEqual({ ok: true, types: ['qrCode', 'home_notice', 'domains'] });
    expect(parseDictTypes(['home_notice', 'home_notice'])).toEqual({ ok: true, types: ['home_notice'] });
    expect(parseDictTypes(['home_notice', 'banner'])).toEqual({ ok: false, msg: '未知的字典类型：banner' });
    expect(parseDictTypes([]).ok).toBe(false);
    expect(parseDictTypes(undefined).ok).toBe(false);
    expect(parseDictTypes([1, 2]).ok).toBe(false);
  });

  it('the map holds exactly the asked types, each sorted by sort', () => {
    const dict = dictionaryFromEnv({ SITE_DOMAINS: 'x,y,z' });
    fc.assert(fc.property(fc.subarray([...DICT_TYPES], { minLength: 1 }), (types) => {
      const map = dictMapOf(dict, types);
      expect(Object.keys(map).sort()).toEqual([...types].sort());
      for (const t of types) {
        const sorts = map[t]!.map((i) => i.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      }
    }));
  });
});

describe('/dict/getDictMap', () => {
  let db: Database;
  let api: TestApi;
  beforeAll(async () => {
    db = await openTestPglite();
    api = await createTestApi(db);
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  it('answers the asked types without a login (sealed envelope)', async () => {
    const r = await api.call<Record<string, { value: string }[]>>('/dict/getDictMap', { types: ['qrCode', 'home_notice', 'domains'] });
    expect(r.envelope.code).toBe(0);
    expect(r.data.home_notice.map((i) => i.value)).toEqual([DEFAULT_HOME_NOTICE]);
    expect(r.data.qrCode).toHaveLength(2);
    expect(r.data.domains.map((i) => i.value)).toEqual(DEFAULT_SITE_DOMAINS.split(','));
  });

  it('an unknown type or a missing body is a 40001 with a message', async () => {
    const bad = await api.call('/dict/getDictMap', { types: 'home_notice,nope' });
    expect(bad.envelope).toMatchObject({ code: API_CODE.validation, msg: '未知的字典类型：nope' });
    expect((await api.call('/dict/getDictMap')).envelope.code).toBe(API_CODE.validation);
  });

  it('serves the configured notice', async () => {
    const config = testConfig();
    const dictionary: Dictionary = dictionaryFromEnv({ HOME_NOTICE: '服务器维护通知：今晚 2 点至 4 点暂停服务' });
    const app = Fastify({ logger: false });
    await app.register(apiPlugin({
      db, sms: new MemorySmsProvider(), clock: new ManualScheduler(T0), config, matchLookup: stubLookup(stubMatches()), dictionary,
    }), { prefix: '/api' });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/dict/getDictMap', payload: { types: 'home_notice' } });
      const envelope = res.json() as { code: number; data: string };
      expect(envelope.code).toBe(0);
      const opened = openData(envelope.data, { encKey: config.keys.envelopeEnc, macKey: config.keys.envelopeMac });
      expect(opened.ok && opened.value).toEqual({ home_notice: [{ id: 1, value: '服务器维护通知：今晚 2 点至 4 点暂停服务', label: '首页公告', sort: 1 }] });
    } finally {
      await app.close();
    }
  });
});
