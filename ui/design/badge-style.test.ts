import { describe, expect, it } from 'vitest';
import { BADGE_PALETTE, badgeBackground, badgeInitial, badgeStyle, contrastRatio, nameHash, readableForeground, textOnColour } from './badge-style';

describe('badge generator', () => {
  it('shows the first Chinese character of a Chinese name', () => {
    expect(badgeInitial('曼城')).toBe('曼');
    expect(badgeInitial('  广州队 ')).toBe('广');
  });

  it('shows the first letter, upper case, of a Latin or mixed name', () => {
    expect(badgeInitial('real madrid')).toBe('R');
    expect(badgeInitial('AC米兰')).toBe('A');
    expect(badgeInitial('1. FC Köln')).toBe('F');
  });

  it('falls back to a digit, then to a question mark', () => {
    expect(badgeInitial('1860')).toBe('1');
    expect(badgeInitial('')).toBe('?');
    expect(badgeInitial(' · ')).toBe('?');
  });

  it('handles characters outside the basic plane as one character', () => {
    expect(badgeInitial('𠀋队')).toBe('𠀋');
  });

  it('picks the same palette colour for the same name, every time', () => {
    expect(badgeBackground('皇家马德里')).toBe(badgeBackground('皇家马德里'));
    expect(badgeBackground(' 皇家马德里 ')).toBe(badgeBackground('皇家马德里'));
    expect(BADGE_PALETTE).toContain(badgeBackground('皇家马德里'));
  });

  it('spreads names over the palette', () => {
    const names = ['曼城', '利物浦', '阿森纳', '切尔西', '热刺', '曼联', '纽卡斯尔', '布莱顿', '维拉', '西汉姆',
      '狼队', '富勒姆', '埃弗顿', '水晶宫', '伯恩茅斯', '布伦特福德', '诺丁汉森林', '莱斯特城', '伊普斯维奇', '南安普顿'];
    const colours = new Set(names.map((n) => badgeBackground(n)));
    expect(colours.size).toBeGreaterThanOrEqual(8);
  });

  it('hash is FNV-1a (known vector)', () => {
    expect(nameHash('')).toBe(0x811c9dc5);
    expect(nameHash('a')).toBe(0xe40c292c);
  });

  it("uses the data's own colour when it is a hex colour, and ignores anything else", () => {
    expect(badgeBackground('英超', '#3D195B')).toBe('#3d195b');
    expect(badgeBackground('英超', '#fc0')).toBe('#fc0');
    expect(BADGE_PALETTE).toContain(badgeBackground('英超', 'red; background:url(x)'));
    expect(BADGE_PALETTE).toContain(badgeBackground('英超', ''));
  });

  it('chooses readable text: white on dark colours, dark on light ones', () => {
    expect(readableForeground('#3d195b')).toBe('#ffffff');
    expect(readableForeground('#ffcc00')).toBe('#141a24');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('every palette colour carries white text at a contrast above 4:1', () => {
    for (const colour of BADGE_PALETTE) {
      expect(readableForeground(colour)).toBe('#ffffff');
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThan(4);
    }
  });

  it('keeps white on mid-tone data colours while white still reads (≥ 3:1, large bold text)', () => {
    expect(readableForeground('#2f9e44')).toBe('#ffffff');
    expect(readableForeground('#ee8707')).toBe('#141a24');
  });

  it('assembles the style', () => {
    expect(badgeStyle('上海申花', '#0047ab')).toEqual({ text: '上', background: '#0047ab', foreground: '#ffffff' });
  });
});

describe('text on a data colour', () => {
  it('reaches 4.5:1 for small text: white on dark league colours, near-black on light ones, white without a colour', () => {
    for (const colour of ['#f0b323', '#1e5eff', '#2b8a3e', '#ffd43b', '#e03131', '#868e96', ...BADGE_PALETTE]) {
      const text = textOnColour(colour);
      const best = Math.max(contrastRatio(colour, '#ffffff'), contrastRatio(colour, '#141a24'));
      expect(contrastRatio(colour, text), colour).toBeGreaterThanOrEqual(Math.min(4.5, best));
    }
    expect(textOnColour('#f0b323')).toBe('#141a24');
    expect(textOnColour('')).toBe('#ffffff');
    expect(textOnColour('rgb(1, 2, 3)')).toBe('#ffffff');
  });
});
