import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDataUrl, qrSvg } from './qr-svg';

const URL_TEXT = 'http://127.0.0.1:8080/downLoad?platform=android';

/** Dark cells drawn by the path, read back from its 'M x y h run' segments. */
function drawnCells(svg: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(run); i++) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

describe('QR code SVG', () => {
  it('draws exactly the dark modules of the QR code, inside the quiet zone', () => {
    const { size, data } = create(URL_TEXT, { errorCorrectionLevel: 'M' }).modules;
    const expected = new Set<string>();
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y * size + x]) expected.add(`${x + 2},${y + 2}`);
    const svg = qrSvg(URL_TEXT);
    expect(drawnCells(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${size + 4} ${size + 4}"`);
  });

  it('is deterministic and differs per text', () => {
    expect(qrSvg(URL_TEXT)).toBe(qrSvg(URL_TEXT));
    expect(qrSvg(URL_TEXT)).not.toBe(qrSvg(`${URL_TEXT}x`));
  });

  it('makes an image data URL', () => {
    expect(qrDataUrl(URL_TEXT)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});
