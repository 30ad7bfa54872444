import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupByInitial, groupLetterOf, HOT_GROUP } from './competition-groups';

const item = (name: string, initial: string, hot = false) => ({ name, initial, hot });

describe('letter groups', () => {
  it('[FT-2] # (the hot group) first, then A–Z; a hot competition sits under # only', () => {
    const groups = groupByInitial([item('西甲', 'X'), item('澳超', 'A'), item('英超', 'Y', true), item('德甲', 'D', true), item('阿甲', 'A')]);
    expect(groups.map((g) => [g.letter, g.items.map((c) => c.name)])).toEqual([
      ['#', ['英超', '德甲']], ['A', ['澳超', '阿甲']], ['X', ['西甲']],
    ]);
  });

  it('[FT-2] a lower-case initial counts as its letter; one that is not a letter goes under #', () => {
    expect(groupLetterOf(item('a', 'b'))).toBe('B');
    expect(groupLetterOf(item('a', ''))).toBe(HOT_GROUP);
    expect(groupLetterOf(item('a', '9'))).toBe(HOT_GROUP);
    expect(groupLetterOf(item('a', 'AB'))).toBe(HOT_GROUP);
    expect(groupLetterOf({ initial: undefined as unknown as string, hot: false })).toBe(HOT_GROUP);
  });

  const competition = fc.record({
    id: fc.nat(),
    initial: fc.oneof(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.string({ maxLength: 2 })),
    hot: fc.boolean(),
  });

  it('[FT-2] property: every item once, groups non-empty, # first then letters ascending, input order kept', () => {
    fc.assert(fc.property(fc.array(competition, { maxLength: 60 }), (items) => {
      const groups = groupByInitial(items);
      expect(groups.flatMap((g) => g.items)).toHaveLength(items.length);
      expect(new Set(groups.flatMap((g) => g.items))).toEqual(new Set(items));
      const letters = groups.map((g) => g.letter);
      expect(new Set(letters).size).toBe(letters.length);
      if (letters.includes(HOT_GROUP)) expect(letters[0]).toBe(HOT_GROUP);
      const az = letters.filter((l) => l !== HOT_GROUP);
      expect(az).toEqual([...az].sort());
      for (const g of groups) {
        expect(g.items.length).toBeGreaterThan(0);
        expect(g.items.every((c) => groupLetterOf(c) === g.letter)).toBe(true);
        // stable: the group is the input filtered to it, in input order
        expect(g.items).toEqual(items.filter((c) => groupLetterOf(c) === g.letter));
        if (g.letter !== HOT_GROUP) expect(g.items.every((c) => !c.hot)).toBe(true);
      }
    }));
  });
});
