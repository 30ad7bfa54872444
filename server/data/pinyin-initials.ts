// Pinyin initials of a Chinese name, for the data pages' search (皇家马德里 → HJMDL, so "hjm" finds it). No
// dictionary is shipped: ICU's pinyin collation (Node's Intl, full ICU) orders Han characters by reading, and the
// first character of each initial's run is a boundary — a character's initial is the last boundary it sorts at or
// after. Polyphonic characters take ICU's first reading; the names whose usual reading differs are set here.
// Latin letters and digits stand for themselves (NBA → NBA, 76人 → 76R); other characters give nothing.
const BOUNDARIES = '阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥仨他屲夕丫帀';
const LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
/** Words whose characters ICU reads otherwise here: 长春 chángchūn, 重庆 chóngqìng, 厦门 xiàmén. */
const WORDS: readonly (readonly [string, string])[] = [['长春', 'CC'], ['重庆', 'CQ'], ['厦门', 'XM'], ['长沙', 'CS']];

const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
const HAN = /\p{Script=Han}/u;
const cache = new Map<string, string>();

function initialOf(ch: string): string {
  if (/[A-Za-z0-9]/.test(ch)) return ch.toUpperCase();
  if (!HAN.test(ch)) return '';
  let hit = cache.get(ch);
  if (hit === undefined) {
    hit = '';
    for (let i = 0; i < BOUNDARIES.length; i++) if (collator.compare(ch, BOUNDARIES[i]) >= 0) hit = LETTERS[i];
    cache.set(ch, hit);
  }
  return hit;
}

/** 'HJMDL' for 皇家马德里. */
export function pinyinInitials(name: string): string {
  let out = '';
  for (let i = 0; i < name.length;) {
    const word = WORDS.find(([w]) => name.startsWith(w, i));
    if (word) { out += word[1]; i += word[0].length; continue; }
    const ch = String.fromCodePoint(name.codePointAt(i)!);
    out += initialOf(ch);
    i += ch.length;
  }
  return out;
}
