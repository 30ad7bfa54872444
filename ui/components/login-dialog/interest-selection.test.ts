import { describe, expect, it } from 'vitest';
import type { InterestGroup, InterestOption } from '../../accounts/account-types';
import { MAX_INTERESTS, initialSelection, interestsToSave, toggleInterest } from './interest-selection';

const option = (id: number, type: 1 | 2 = 1, scope: 1 | 2 | 3 = 1, checked = false): InterestOption => ({ id, scope, type, shortName: `项${id}`, logo: '', checked });

describe('interests', () => {
  it('[AU-6] at least one to save: 请选择喜好', () => {
    expect(interestsToSave(new Map())).toEqual({ ok: false, message: '请选择喜好' });
  });

  it('[AU-6] at most 10: the 11th is refused with 最多只能选择10个', () => {
    expect(MAX_INTERESTS).toBe(10);
    let selection = new Map();
    for (let id = 1; id <= 10; id++) {
      const r = toggleInterest(selection, option(id));
      if (!r.ok) throw new Error(r.message);
      selection = new Map(r.selection);
    }
    expect(toggleInterest(selection, option(11))).toEqual({ ok: false, message: '最多只能选择10个' });
    const removed = toggleInterest(selection, option(3)); // taking one away is always allowed
    expect(removed.ok && removed.selection.size).toBe(9);
  });

  it('[AU-6] saves {interestId, scope, type}; a competition and a team with the same id are two choices', () => {
    const a = toggleInterest(new Map(), option(5, 1, 2));
    const b = a.ok ? toggleInterest(a.selection, option(5, 2, 2)) : a;
    expect(b.ok && interestsToSave(b.selection)).toEqual({
      ok: true, interests: [{ interestId: 5, scope: 2, type: 1 }, { interestId: 5, scope: 2, type: 2 }],
    });
  });

  it('[AU-6] starts from what the server marks checked, capped at 10', () => {
    const groups: InterestGroup[] = [{
      scope: 1, name: '足球',
      competitionVOS: Array.from({ length: 8 }, (_, i) => option(i + 1, 1, 1, true)),
      teamVOS: [option(100, 2, 1, true), option(101, 2, 1, false), option(102, 2, 1, true), option(103, 2, 1, true)],
    }];
    expect(initialSelection(groups).size).toBe(10);
  });
});
