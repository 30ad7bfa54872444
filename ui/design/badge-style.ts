// Generated badges for teams and competitions that have no logo: the first character of the name on a colour taken
// from the data when it has one, otherwise picked from the name — the same name gets the same colour on every page,
// every visit and every machine, so a team is recognisable in a list before its logo loads (or when it has none).

export interface BadgeStyle {
  /** One character: the first Chinese character, or the first letter (upper case) of a Latin name. */
  readonly text: string;
  readonly background: string;
  /** White or near-black, whichever reads better on the background. */
  readonly foreground: string;
}

/**
 * Twelve distinct hues, each dark enough for white text (contrast ≥ 4.2); the product's live red and goal green
 * are left out, since they carry meaning in the lists.
 */
export const BADGE_PALETTE: readonly string[] = [
  '#1971c2', '#3b5bdb', '#6741d9', '#9c36b5', '#c2255c', '#d9480f',
  '#b35c00', '#2b8a3e', '#0b7285', '#087f5b', '#1864ab', '#495057',
];

const DARK_TEXT = '#141a24';
const LIGHT_TEXT = '#ffffff';
const FALLBACK_TEXT = '?';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;

/** The character a badge shows: 曼城 → 曼, AC米兰 → A, 1. FC Köln → F, '' → ?. */
export function badgeInitial(name: string): string {
  const chars = Array.from(name.trim());
  const first = chars.find((c) => HAN.test(c) || LETTER.test(c)) ?? chars.find((c) => DIGIT.test(c));
  return first === undefined ? FALLBACK_TEXT : first.toLocaleUpperCase('en');
}

/** 32-bit FNV-1a over the UTF-16 code units: small, fast and well spread for short names. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The competition's own colour when it is a usable hex colour, else the palette colour of the name. */
export function badgeBackground(name: string, color?: string): string {
  const own = color?.trim();
  if (own && HEX_COLOUR.test(own)) return own.toLowerCase();
  return BADGE_PALETTE[nameHash(name.trim()) % BADGE_PALETTE.length];
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? Array.from(digits, (d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG's contrast for large bold text: the badge letter is a bold glyph filling half the badge. */
const LARGE_TEXT_CONTRAST = 3;

/**
 * White text, as badges and logos usually have, while it stays readable; near-black on light colours (a yellow
 * competition colour) where white would not.
 */
export function readableForeground(background: string): string {
  if (contrastRatio(background, LIGHT_TEXT) >= LARGE_TEXT_CONTRAST) return LIGHT_TEXT;
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** WCAG AA's contrast for normal-size text. */
const TEXT_CONTRAST = 4.5;

/**
 * The colour of small text on a colour from the data (a competition's label in the lists): white while it reaches
 * 4.5:1, else whichever of white and near-black reads better. Anything but a hex colour (no colour: the label's own
 * dark grey) gets white.
 */
export function textOnColour(background: string | undefined): string {
  const own = background?.trim();
  if (!own || !HEX_COLOUR.test(own) || contrastRatio(own, LIGHT_TEXT) >= TEXT_CONTRAST) return LIGHT_TEXT;
  return contrastRatio(own, LIGHT_TEXT) >= contrastRatio(own, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

export function badgeStyle(name: string, color?: string): BadgeStyle {
  const background = badgeBackground(name, color);
  return { text: badgeInitial(name), background, foreground: readableForeground(background) };
}
