// QR codes drawn as SVG from the `qrcode` library's module matrix: synchronous (no canvas, no promise), crisp at
// any size, and small — each run of dark modules in a row is one path segment.
//
// The library picks the best of the 8 mask patterns by drawing the code with each and scoring it; that search is
// most of a code's cost (~50 ms cold on the bench machine). `QrMaskSearch` runs the same search one mask per step,
// so a caller can spread it over idle callbacks (qr-cache.ts) and still get exactly the library's code.
import type { QRCode, QRCodeMaskPattern } from 'qrcode';
import { create } from 'qrcode';
import { getPenaltyN1, getPenaltyN2, getPenaltyN3, getPenaltyN4 } from 'qrcode/lib/core/mask-pattern';

export interface QrSvgOptions {
  /** Quiet zone in modules; 2 is enough on a white card (the standard asks 4 on busy backgrounds). */
  readonly margin?: number;
  readonly dark?: string;
  readonly light?: string;
}

const LEVEL = 'M';
export const MASK_PATTERNS = 8;

type Modules = QRCode['modules'];

function svgOf({ size, data }: Modules, { margin = 2, dark = '#141a24', light = '#ffffff' }: QrSvgOptions = {}): string {
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

const dataUrlOf = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function qrSvg(text: string, options?: QrSvgOptions): string {
  return svgOf(create(text, { errorCorrectionLevel: LEVEL }).modules, options);
}

export function qrDataUrl(text: string, options?: QrSvgOptions): string {
  return dataUrlOf(qrSvg(text, options));
}

/** The library's mask search, one mask per `step()`; `dataUrl()` once `done`. Same code as qrDataUrl(text). */
export class QrMaskSearch {
  private mask = 0;
  private best: { penalty: number; modules: Modules } | undefined;

  constructor(private readonly text: string, private readonly options?: QrSvgOptions) {}

  get done(): boolean {
    return this.mask >= MASK_PATTERNS;
  }

  step(): void {
    if (this.done) return;
    const { modules } = create(this.text, { errorCorrectionLevel: LEVEL, maskPattern: this.mask as QRCodeMaskPattern });
    const penalty = getPenaltyN1(modules) + getPenaltyN2(modules) + getPenaltyN3(modules) + getPenaltyN4(modules);
    if (!this.best || penalty < this.best.penalty) this.best = { penalty, modules }; // ties: the lower mask, like the library
    this.mask++;
  }

  dataUrl(): string {
    while (!this.done) this.step();
    return dataUrlOf(svgOf(this.best!.modules, this.options));
  }
}
