// QR codes drawn as SVG from the `qrcode` library's module matrix: synchronous (no canvas, no promise), crisp at
// any size, and small — each run of dark modules in a row is one path segment.
import { create } from 'qrcode';

export interface QrSvgOptions {
  /** Quiet zone in modules; 2 is enough on a white card (the standard asks 4 on busy backgrounds). */
  readonly margin?: number;
  readonly dark?: string;
  readonly light?: string;
}

export function qrSvg(text: string, { margin = 2, dark = '#141a24', light = '#ffffff' }: QrSvgOptions = {}): string {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      path += `M${x + margin} ${y + margin}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const full = size + 2 * margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">`
    + `<rect width="${full}" height="${full}" fill="${light}"/><path fill="${dark}" d="${path}"/></svg>`;
}

export function qrDataUrl(text: string, options?: QrSvgOptions): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(text, options))}`;
}
