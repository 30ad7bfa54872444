import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { rowOf } from '../views/row-projection';
import type { BasketballRow, FootballRow, MatchRow } from '../views/row-types';
import { at, DAY_START, matchOf, stateOf } from '../views/test-support/builders';
import { applyViewPatch, emptyRowModel } from './apply';
import { decodeViewPatch } from './decode';
import { encodeViewPatch, rowChange } from './encode';
import { addField, BASKETBALL_FIELDS, FOOTBALL_FIELDS, fullMask, hasField } from './fields';
import { mergeViewPatches } from './merge';
import { packViewPatch, unpackViewPatch } from './raw-patch';
import { emptyPageTables, InternTables } from './tables';
import type { Trigger } from './view-patch';
import { HEADER } from './view-patch';

const NOW = (at(20) + 30 * 60) * 1000;

function football(id: number, over: Parameters<typeof matchOf>[2] = {}): FootballRow {
  const m = matchOf('football', id, { statusId: 2, matchTime: at(20), goingTime: at(20), homeScores: [1, 0, 0, 1, 3], awayScores: [0, 0, 0, 2, 1], ...over });
  return rowOf(m, stateOf([m]), NOW, DEFAULT_SETTINGS, { dayStart: DAY_START }) as FootballRow;
}

function basketball(id: number): BasketballRow {
  const m = matchOf('basketball', id, { statusId: 6, homeScores: [25, 30, 10, 0, 0], awayScores: [20, 28, 12, 0, 0] });
  return rowOf(m, stateOf([], [m]), NOW, DEFAULT_SETTINGS, { dayStart: DAY_START }) as BasketballRow;
}

function roundTrip(rows: readonly [MatchRow | undefined, MatchRow][], extra: { triggers?: Trigger[] } = {}) {
  const tables = new InternTables();
  const raw = rows.flatMap(([prev, next]) => rowChange(prev, next, tables) ?? []);
  const sport = rows[0][1].sport;
  const patch = encodeViewPatch({ subscription: 7, version: 1, reset: true, sport, rows: raw, splices: [], triggers: extra.triggers ?? [] }, tables);
  const decoded = decodeViewPatch(patch, emptyPageTables());
  if (!decoded.ok) throw new Error(decoded.detail);
  return { patch, decoded: decoded.patch };
}

describe('patch format', () => {
  it('the field tables hold every row field once', () => {
    for (const [table, row] of [[FOOTBALL_FIELDS, football(1)], [BASKETBALL_FIELDS, basketball(1)]] as const) {
      const names = table.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      expect([...names].sort()).toEqual(Object.keys(row).filter((k) => k !== 'id' && k !== 'sport').sort());
    }
  });

  it('a table is not bounded by one int: masks past 31 fields take a second word, and only rows that need it', () => {
    const wide = Array.from({ length: 70 }, (_, f) => f);
    for (const fields of [[0], [30], [31], [0, 31, 62], [69], wide]) {
      const mask: number[] = [];
      for (const f of fields) addField(mask, f);
      for (let f = 0; f < 70; f++) expect(hasField(mask, f)).toBe(fields.includes(f));
    }
    // On the wire: a mask's words up to its last non-zero one, bit 31 marking that another follows.
    const raw = { subscription: 1, fromVersion: 1, toVersion: 1, reset: true, sport: 'football' as const, newStrings: [], newIds: [], splices: [], triggers: [] };
    const one = packViewPatch({ ...raw, rows: [{ slot: 0, mask: [1, 0], values: [5] }] });
    expect(one.ints.length).toBe(10 + 3);
    const far: number[] = [];
    addField(far, 40);
    const two = packViewPatch({ ...raw, rows: [{ slot: 0, mask: far, values: [] }] });
    expect(Array.from(two.ints.subarray(11))).toEqual([1 << 31, 1 << 9]);
    // Football's table has 32 fields: two words are as many as it can have, a third is more.
    expect(unpackViewPatch(two)).toMatchObject({ ok: true });
    const farther: number[] = [];
    addField(farther, 64);
    expect(unpackViewPatch(packViewPatch({ ...raw, rows: [{ slot: 0, mask: farther, values: [] }] }))).toMatchObject({ ok: false, reason: 'format' });
  });

  it('a live change costs one mask int: only a new row, with its ids (the last fields), takes a second word', () => {
    expect(fullMask('football')).toHaveLength(2);
    expect(fullMask('basketball')).toHaveLength(2);
    for (const table of [FOOTBALL_FIELDS, BASKETBALL_FIELDS]) {
      const idFields = table.map((f, i) => [f.name, i] as const).filter(([name]) => name === 'competitionId' || name === 'homeTeamId' || name === 'awayTeamId');
      expect(idFields.map(([, i]) => i)).toEqual([table.length - 3, table.length - 2, table.length - 1]);
      expect(table.length - 3).toBeLessThanOrEqual(31);
    }
    const before = football(6);
    const { patch } = roundTrip([[before, { ...before, score: '2-0', minute: "31'", corners: '4-1' }]]);
    expect(unpackViewPatch(patch)).toMatchObject({ ok: true, raw: { rows: [{ mask: [expect.any(Number)] }] } });
  });

  it('a new row carries every field; decoding gives the row back', () => {
    for (const row of [football(3), basketball(4)]) {
      const { decoded } = roundTrip([[undefined, row]]);
      const model = emptyRowModel();
      applyViewPatch(model, decoded);
      expect(model.rows[row.id]).toEqual(row);
      expect(unpackViewPatch(roundTrip([[undefined, row]]).patch)).toMatchObject({ ok: true, raw: { rows: [{ mask: fullMask(row.sport) }] } });
    }
  });

  it('[RT-1] a goal sends only the fields that changed, in a few bytes', () => {
    const before = football(5);
    const after = { ...before, score: '2-0', highlighted: true };
    const { patch, decoded } = roundTrip([[before, after]]);
    expect(decoded.rows).toEqual([{ id: 5, fields: { score: '2-0', highlighted: true } }]);
    // header 10 + string length 1 + (slot, mask, two values) 4 ints; one new id; '2-0' as UTF-16
    expect(patch.ints.length).toBe(10 + 1 + 4);
    expect(patch.floats.length).toBe(1);
    expect(patch.strings).toBe('2-0');
  });

  it('strings of any content and ids beyond int32 survive', () => {
    const row = { ...football(2 ** 40 + 3), homeName: 'a\u0000b', awayName: '皇家马德里', competitionName: '' };
    const { decoded } = roundTrip([[undefined, row]]);
    expect(decoded.rows[0]).toMatchObject({ id: 2 ** 40 + 3, fields: { homeName: 'a\u0000b', awayName: '皇家马德里', competitionName: '' } });
  });

  it('[GN-1] [GN-7] triggers keep kind, sides, time, lateness and room', () => {
    const triggers: Trigger[] = [
      { kind: 'goal', sport: 'football', matchId: 9, sides: ['away'], at: 1_795_000_000_123, room: 3001 },
      { kind: 'retraction', sport: 'football', matchId: 9, sides: ['home', 'away'], at: 1_795_000_000_456, room: null },
      { kind: 'goal', sport: 'football', matchId: 2 ** 33, sides: ['home'], at: 1, late: true, room: 2 ** 40 },
    ];
    expect(roundTrip([[undefined, football(9)]], { triggers }).decoded.triggers).toEqual(triggers);
  });

  it('a truncated, foreign or out-of-order patch is a value, and leaves the tables as they were', () => {
    const { patch } = roundTrip([[undefined, football(1)]]);
    expect(decodeViewPatch({ ...patch, ints: patch.ints.subarray(0, patch.ints.length - 1) }, emptyPageTables())).toMatchObject({ ok: false, reason: 'truncated' });
    const foreign = new Int32Array(patch.ints);
    foreign[HEADER.format] = 99;
    expect(decodeViewPatch({ ...patch, ints: foreign }, emptyPageTables())).toMatchObject({ ok: false, reason: 'format' });
    const tables = emptyPageTables();
    const next = packViewPatch({ subscription: 7, fromVersion: 3, toVersion: 3, reset: false, sport: 'football', newStrings: ['x'], newIds: [], rows: [], splices: [], triggers: [] });
    expect(decodeViewPatch(next, tables)).toMatchObject({ ok: false, reason: 'outOfOrder' });
    const badIndex = packViewPatch({ subscription: 7, fromVersion: 1, toVersion: 1, reset: false, sport: 'football', newStrings: ['x'], newIds: [], rows: [{ slot: 4, mask: [1], values: [1] }], splices: [], triggers: [] });
    expect(decodeViewPatch(badIndex, tables)).toMatchObject({ ok: false, reason: 'badIndex' });
    expect(tables).toEqual(emptyPageTables());
  });

  it('merging: the later value of a field wins, and the versions span both', () => {
    const tables = new InternTables();
    const row = football(1);
    const first = encodeViewPatch({ subscription: 1, version: 1, reset: true, sport: 'football', rows: [rowChange(undefined, row, tables)!], splices: [{ index: 0, deleteCount: 0, rows: [{ kind: 'match', id: 1 }] }], triggers: [] }, tables);
    const second = encodeViewPatch({ subscription: 1, version: 2, reset: false, sport: 'football', rows: [rowChange(row, { ...row, score: '9-9', minute: "88'" }, tables)!], splices: [], triggers: [] }, tables);
    const third = encodeViewPatch({ subscription: 1, version: 3, reset: false, sport: 'football', rows: [rowChange({ ...row, score: '9-9', minute: "88'" }, { ...row, score: '9-8', minute: "88'" }, tables)!], splices: [], triggers: [] }, tables);
    const merged = mergeViewPatches(mergeViewPatches(first, second) as typeof first, third);
    const decoded = decodeViewPatch(merged as typeof first, emptyPageTables());
    expect(decoded).toMatchObject({ ok: true, patch: { fromVersion: 1, toVersion: 3, reset: true } });
    const model = emptyRowModel();
    if (decoded.ok) applyViewPatch(model, decoded.patch);
    expect(model.rows[1]).toEqual({ ...row, score: '9-8', minute: "88'" });
    expect(mergeViewPatches(first, third)).toMatchObject({ ok: false, reason: 'notConsecutive' });
  });
});
