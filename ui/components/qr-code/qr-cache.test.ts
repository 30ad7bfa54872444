import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedQr, clearQrCache, whenQrReady } from './qr-cache';
import { MASK_PATTERNS, qrDataUrl, QrMaskSearch } from './qr-svg';

const TEXT = 'http://127.0.0.1:8080/downLoad?platform=android';

/** A schedule the test runs by hand: one queued step per call of run(). */
function manual() {
  const queue: ((room: () => boolean) => void)[] = [];
  return {
    schedule: (fn: (room: () => boolean) => void) => { queue.push(fn); },
    runOne: (room = () => false) => queue.shift()?.(room),
    get pending() { return queue.length; },
  };
}

afterEach(clearQrCache);

describe('QR codes made in idle steps', () => {
  it('the stepwise mask search makes exactly the library\'s code (same mask chosen)', () => {
    for (const text of [TEXT, 'http://127.0.0.1:8080/downLoad?platform=ios', 'https://example.com/a-much-longer-address/with/more/data?x=1']) {
      const search = new QrMaskSearch(text);
      let steps = 0;
      while (!search.done) { search.step(); steps++; }
      expect(steps).toBe(MASK_PATTERNS);
      expect(search.dataUrl()).toBe(qrDataUrl(text));
    }
  });

  it('makes a text once, in one scheduled step per mask, for every viewer; then answers at once', () => {
    const { schedule, runOne } = manual();
    const a = vi.fn();
    const b = vi.fn();
    whenQrReady(TEXT, a, schedule);
    whenQrReady(TEXT, b, schedule);
    expect(cachedQr(TEXT)).toBeUndefined();
    for (let i = 0; i < MASK_PATTERNS; i++) runOne();
    expect(a).not.toHaveBeenCalled();
    runOne();
    expect(a).toHaveBeenCalledWith(qrDataUrl(TEXT));
    expect(b).toHaveBeenCalledWith(qrDataUrl(TEXT));
    const c = vi.fn();
    whenQrReady(TEXT, c, schedule);
    expect(c).toHaveBeenCalledWith(qrDataUrl(TEXT));
  });

  it('takes more than one step in a turn while there is room', () => {
    const { schedule, runOne } = manual();
    const ready = vi.fn();
    whenQrReady(TEXT, ready, schedule);
    let room = 3;
    runOne(() => room-- > 0); // 1 step + 3 more
    for (let i = 0; i < MASK_PATTERNS - 4; i++) runOne();
    expect(ready).not.toHaveBeenCalled();
    runOne();
    expect(ready).toHaveBeenCalledWith(qrDataUrl(TEXT));
  });

  it('stops when every viewer left, and starts again for the next one', () => {
    const steps = manual();
    const { schedule, runOne } = steps;
    const gone = vi.fn();
    const cancel = whenQrReady(TEXT, gone, schedule);
    runOne();
    cancel();
    runOne();
    expect(steps.pending).toBe(0);
    const back = vi.fn();
    whenQrReady(TEXT, back, schedule);
    for (let i = 0; i <= MASK_PATTERNS && steps.pending > 0; i++) runOne();
    expect(gone).not.toHaveBeenCalled();
    expect(back).toHaveBeenCalledWith(qrDataUrl(TEXT));
  });
});
