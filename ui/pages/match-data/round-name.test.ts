import { describe, expect, it } from 'vitest';
import { roundName } from './round-name';

describe('round names', () => {
  it('[FM-4] knockout rounds: 16强 → 1/8, 8强 → 1/4', () => {
    expect(roundName('16强')).toBe('1/8');
    expect(roundName('8强')).toBe('1/4');
    expect(roundName('欧冠 16强 首回合')).toBe('欧冠 1/8 首回合');
    expect(roundName('8强赛')).toBe('1/4赛');
  });

  it('[FM-4] other names stay as the data gives them', () => {
    for (const name of ['第12轮', '半决赛', '决赛', '小组赛A组', '4强', '18强', '28强']) expect(roundName(name)).toBe(name);
  });
});
