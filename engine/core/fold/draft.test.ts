// The draft's per-batch indexes (looked-up matches, the ids with living anchors) against plain scans of its tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnchorBrief, LiveState } from '../model';
import { EMPTY_STATE } from '../model';
import { match } from '../test-support/builders';
import { Draft } from './draft';

const IDS = [1, 2, 3, 40_000_000_001, 40_000_000_002];
const brief = (roomId: number): AnchorBrief => ({ customId: roomId + 100, roomId, avatar: '', nickname: 'n' });
const livingArb = fc.array(fc.constantFrom(7, 8), { maxLength: 2 }).map((rooms) => rooms.map(brief));

type Op =
  | { kind: 'update'; id: number; living: AnchorBrief[] }
  | { kind: 'set'; id: number; living: AnchorBrief[] }
  | { kind: 'ask' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('update' as const), id: fc.constantFrom(...IDS), living: livingArb }),
  fc.record({ kind: fc.constant('set' as const), id: fc.constantFrom(...IDS), living: livingArb }),
  fc.constant({ kind: 'ask' as const }),
);

function stateWith(ids: readonly number[], living: (id: number) => AnchorBrief[]): LiveState {
  const matches = Object.fromEntries(ids.map((id) => [id, match('football', id, { living: living(id) })]));
  return { ...EMPTY_STATE, football: { ...EMPTY_STATE.football, matches } };
}

describe('Draft indexes', () => {
  it('[RT-4] livingIds and match lookups agree with the tables after any writes, in place or copied', () => {
    fc.assert(fc.property(fc.subarray(IDS), fc.array(opArb, { maxLength: 30 }), (ids, ops) => {
      const draft = new Draft(stateWith(ids, (id) => (id % 2 === 1 ? [brief(7)] : [])));
      const lists = draft.sport('football');
      for (const op of ops) {
        if (op.kind === 'update') draft.updateMatch('football', op.id, (m) => { m.living = op.living; });
        else if (op.kind === 'set') lists.setMatch(match('football', op.id, { living: op.living }));
        else lists.livingIds();
        const table = lists.allMatches();
        const scan = Object.values(table).filter((m) => m.living.length > 0).map((m) => m.id);
        expect([...lists.livingIds()].sort()).toEqual(scan.sort());
        for (const id of IDS) expect(lists.match(id)).toBe(table[id]);
      }
      const after = draft.finish().football.matches;
      for (const id of IDS) expect(lists.match(id)).toBe(after[id]);
    }), { numRuns: 300 });
  });

  it('[RT-1] writable copies: every write lands in the table, even after the match was replaced, and the base is never written', () => {
    type WriteOp = { kind: 'write'; id: number; note: string } | { kind: 'set'; id: number; note: string } | { kind: 'detail'; id: number; stat: number };
    const writeArb: fc.Arbitrary<WriteOp> = fc.oneof(
      fc.record({ kind: fc.constant('write' as const), id: fc.constantFrom(...IDS), note: fc.string({ maxLength: 3 }) }),
      fc.record({ kind: fc.constant('set' as const), id: fc.constantFrom(...IDS), note: fc.string({ maxLength: 3 }) }),
      fc.record({ kind: fc.constant('detail' as const), id: fc.constantFrom(...IDS), stat: fc.nat(9) }),
    );
    fc.assert(fc.property(fc.subarray(IDS), fc.array(writeArb, { maxLength: 30 }), (ids, ops) => {
      const base = stateWith(ids, () => []);
      for (const m of Object.values(base.football.matches)) Object.freeze(m); // an in-place write to the base throws
      const draft = new Draft(base);
      const lists = draft.sport('football');
      const notes = new Map(ids.map((id) => [id, '']));
      const stats = new Map<number, number[]>();
      for (const op of ops) {
        if (op.kind === 'write') {
          const m = draft.writableMatch('football', op.id);
          expect(m === undefined).toBe(!notes.has(op.id));
          if (m) { m.note = op.note; notes.set(op.id, op.note); }
        } else if (op.kind === 'set') {
          lists.setMatch(match('football', op.id, { note: op.note }));
          notes.set(op.id, op.note);
        } else {
          const d = draft.writableDetail('football', op.id);
          expect(d === undefined).toBe(!notes.has(op.id));
          if (d) { d.stats = [...d.stats, { type: op.stat, home: 0, away: 0 }]; stats.set(op.id, [...stats.get(op.id) ?? [], op.stat]); }
        }
      }
      const after = draft.finish().football;
      for (const id of IDS) {
        expect(after.matches[id]?.note).toBe(notes.get(id));
        expect(after.details[id]?.stats.map((s) => s.type)).toEqual(stats.get(id));
      }
      for (const id of ids) expect(base.football.matches[id].note).toBe(match('football', id).note);
    }), { numRuns: 300 });
  });
});
