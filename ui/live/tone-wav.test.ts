import { describe, expect, it } from 'vitest';
import { toneWav } from './tone-wav';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

describe('toneWav', () => {
  it('[GN-6] is a valid 8 kHz 8-bit mono PCM WAV of the asked length', () => {
    const wav = toneWav(880, 180);
    const view = new DataView(wav.buffer);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 16)).toBe('WAVEfmt ');
    expect(ascii(wav, 36, 40)).toBe('data');
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 1, 8000, 8]);
    expect(view.getUint32(40, true)).toBe(1440);
    expect(wav.length).toBe(44 + 1440);
  });

  it('[GN-6] sounds at the asked pitch and volume, and ends silent', () => {
    const wav = toneWav(880, 180, 0.15);
    const samples = [...wav.slice(44)].map((b) => b - 128);
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak).toBeGreaterThan(15);
    expect(peak).toBeLessThanOrEqual(Math.ceil(127 * 0.15));
    // Its first 90 ms at 880 Hz: 79.2 cycles, two sign changes each
    let crossings = 0;
    let last = 0;
    for (const s of samples.slice(0, 720)) {
      if (s === 0) continue;
      if (last !== 0 && Math.sign(s) !== last) crossings++;
      last = Math.sign(s);
    }
    expect(crossings).toBeGreaterThanOrEqual(156);
    expect(crossings).toBeLessThanOrEqual(160);
    expect(Math.abs(samples.at(-1)!)).toBeLessThanOrEqual(1);
  });
});
