import { describe, expect, it } from 'vitest';
import { moveMark, resultText } from './odds-result';

describe('odds result codes (SPEC §4)', () => {
  it('欧赔 and 亚盘: 10 赢, 20 输, 30 平, 40 走', () => {
    expect([10, 20, 30, 40].map((c) => resultText('eu', c))).toEqual(['赢', '输', '平', '走']);
    expect([10, 20, 40].map((c) => resultText('asia', c))).toEqual(['赢', '输', '走']);
  });

  it('大小: 10 大, 20 小, 40 走; nothing before full time', () => {
    expect([10, 20, 40].map((c) => resultText('bs', c))).toEqual(['大', '小', '走']);
    expect(resultText('bs', undefined)).toBe('');
  });

  it('marks a line up or down against its opening', () => {
    expect([moveMark(1.9, 2.1), moveMark(2.1, 1.9), moveMark(2, 2)]).toEqual(['↑', '↓', '']);
  });
});
