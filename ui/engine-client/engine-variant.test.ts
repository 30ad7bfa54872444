import { describe, expect, it } from 'vitest';
import { engineChoice, SHARED_BY_DEFAULT } from './engine-variant';

describe('engineChoice', () => {
  const normal = SHARED_BY_DEFAULT ? 'shared' : 'worker';

  it('a normal load takes the shared engine by default (every tab\'s room on its one socket)', () => {
    expect(SHARED_BY_DEFAULT).toBe(true);
  });

  it('a normal load runs the default engine (the shared one), its own worker without SharedWorker, and exposes nothing', () => {
    expect(engineChoice('', true)).toEqual({ variant: normal, explicit: false });
    expect(engineChoice('?tab=all', true)).toEqual({ variant: normal, explicit: false });
    expect(engineChoice('', false)).toEqual({ variant: 'worker', explicit: false });
  });

  it('?engine=main runs it on the main thread, ?engine=worker names the dedicated worker, ?engine=shared the shared one', () => {
    expect(engineChoice('?engine=main', true)).toEqual({ variant: 'main', explicit: true });
    expect(engineChoice('?x=1&engine=worker', true)).toEqual({ variant: 'worker', explicit: true });
    expect(engineChoice('?engine=shared', true)).toEqual({ variant: 'shared', explicit: true });
  });

  it('?engine=shared without SharedWorker is the dedicated worker', () => {
    expect(engineChoice('?engine=shared', false)).toEqual({ variant: 'worker', explicit: true });
  });

  it('an unknown value falls back to the default', () => {
    expect(engineChoice('?engine=gpu', true)).toEqual({ variant: normal, explicit: false });
    expect(engineChoice('?engine=', false)).toEqual({ variant: 'worker', explicit: false });
  });
});
