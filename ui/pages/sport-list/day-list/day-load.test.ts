import { describe, expect, it } from 'vitest';
import type { LoadDayAnswer } from '../../../../engine/worker/api';
import type { ApiOutcome } from '../../../api';
import type { DayLoadDeps } from './day-load';
import { dayListPath, loadDayList, NOT_A_LIST_MESSAGE } from './day-load';

function deps(answer: ApiOutcome<ArrayBuffer>, loaded: LoadDayAnswer | Error) {
  const calls: { path: string; body: unknown; silent?: boolean }[] = [];
  const handed: { sport: string; date: string; bytes: number }[] = [];
  const d: DayLoadDeps = {
    api: {
      postBinary: async (path, body, options) => {
        calls.push({ path, body, silent: options?.silent });
        return answer;
      },
    },
    engine: {
      loadDay: async (sport, date, response) => {
        handed.push({ sport, date, bytes: response.byteLength });
        if (loaded instanceof Error) throw loaded;
        return loaded;
      },
    },
  };
  return { d, calls, handed };
}

const bytes = new Uint8Array([8, 1]).buffer;

describe('day list loading', () => {
  it('[LS-9] [HT-8] future days fetch futureMatch_b, past days historyMatch_b, with the matchDate', async () => {
    expect(dayListPath('football', 'future')).toBe('/v1/football/futureMatch_b');
    expect(dayListPath('basketball', 'past')).toBe('/v1/basketball/historyMatch_b');
    const { d, calls, handed } = deps({ ok: true, data: bytes }, { ok: true, sport: 'basketball', date: '2026-11-20', matches: 12 });
    expect(await loadDayList(d, 'basketball', 'past', '2026-11-20')).toEqual({ state: 'ready', matches: 12 });
    expect(calls).toEqual([{ path: '/v1/basketball/historyMatch_b', body: { matchDate: '2026-11-20' }, silent: true }]);
    expect(handed).toEqual([{ sport: 'basketball', date: '2026-11-20', bytes: 2 }]);
  });

  it('[HT-7] a failed fetch is a failure with its message, and nothing reaches the engine', async () => {
    const { d, handed } = deps({ ok: false, kind: 'network', msg: 'Failed to fetch' }, { ok: true, sport: 'football', date: 'x', matches: 0 });
    expect(await loadDayList(d, 'football', 'future', '2026-11-23')).toEqual({ state: 'failed', message: 'Failed to fetch' });
    expect(handed).toEqual([]);
  });

  it('[HT-8] an answer that does not decode (or a worker that fails) is a failure, not a crash', async () => {
    const refused = deps({ ok: true, data: bytes }, { ok: false, reason: 'badDay', detail: 'not a list' });
    expect(await loadDayList(refused.d, 'football', 'future', '2026-11-23')).toEqual({ state: 'failed', message: NOT_A_LIST_MESSAGE });
    const thrown = deps({ ok: true, data: bytes }, new Error('worker gone'));
    expect(await loadDayList(thrown.d, 'football', 'future', '2026-11-23')).toEqual({ state: 'failed', message: NOT_A_LIST_MESSAGE });
  });
});
