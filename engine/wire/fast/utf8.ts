// Strict UTF-8 → string for the fast decoder, in JS: the strings of a frame are short, and TextDecoder costs a
// view and a native call each. Anything that is not well-formed UTF-8 (overlong forms, surrogates, code points
// past U+10FFFF, cut sequences) returns undefined: the frame goes to the reference decoder, which keeps its own
// handling of such bytes.

/** Code units of the string being decoded; reused (never shortened: setting an array's length is slow). */
const units: number[] = [];
/** Argument arrays for String.fromCharCode.apply, one per length up to SHORT: a short string allocates nothing but itself. */
const byLength: number[][] = [];
const SHORT = 256;
/** String.fromCharCode.apply takes at most this many arguments at a time here. */
const CHUNK = 4096;

function stringOf(n: number): string {
  if (n <= SHORT) {
    const args = (byLength[n] ??= new Array<number>(n).fill(0));
    for (let i = 0; i < n; i++) args[i] = units[i];
    return String.fromCharCode.apply(null, args);
  }
  let s = '';
  for (let i = 0; i < n; i += CHUNK) s += String.fromCharCode.apply(null, units.slice(i, Math.min(n, i + CHUNK)));
  return s;
}

function continuation(b: Uint8Array, p: number, stop: number): number {
  if (p >= stop) return -1;
  const c = b[p];
  return (c & 0xc0) === 0x80 ? c & 0x3f : -1;
}

export function utf8(b: Uint8Array, start: number, stop: number): string | undefined {
  let n = 0;
  let p = start;
  while (p < stop) {
    const c = b[p++];
    if (c < 0x80) { units[n++] = c; continue; }
    if (c >= 0xc2 && c < 0xe0) {
      const c1 = continuation(b, p, stop);
      if (c1 < 0) return undefined;
      units[n++] = ((c & 0x1f) << 6) | c1;
      p += 1;
    } else if (c >= 0xe0 && c < 0xf0) {
      const c1 = continuation(b, p, stop);
      const c2 = continuation(b, p + 1, stop);
      if (c1 < 0 || c2 < 0) return undefined;
      const cp = ((c & 0x0f) << 12) | (c1 << 6) | c2;
      if (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
      units[n++] = cp;
      p += 2;
    } else if (c >= 0xf0 && c < 0xf5) {
      const c1 = continuation(b, p, stop);
      const c2 = continuation(b, p + 1, stop);
      const c3 = continuation(b, p + 2, stop);
      if (c1 < 0 || c2 < 0 || c3 < 0) return undefined;
      const cp = ((c & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3;
      if (cp < 0x10000 || cp > 0x10ffff) return undefined;
      units[n++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      p += 3;
    } else {
      return undefined;
    }
  }
  return stringOf(n);
}
