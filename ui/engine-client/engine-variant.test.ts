import { describe, expect, it } from 'vitest';
import { engineChoice } from './engine-variant';

describe('engineChoice', () => {
  it('a normal load runs the engine in its worker and exposes nothing', () => {
    expect(engineChoice('')).toEqual({ variant: 'worker', explicit: false });
    expect(engineChoice('?tab=all')).toEqual({ variant: 'worker', explicit: false });
  });

  it('?engine=main runs it on the main thread, ?engine=worker names the worker', () => {
    expect(engineChoice('?engine=main')).toEqual({ variant: 'main', explicit: true });
    expect(engineChoice('?x=1&engine=worker')).toEqual({ variant: 'worker', explicit: true });
  });

  it('an unknown value falls back to the worker', () => {
    expect(engineChoice('?engine=gpu')).toEqual({ variant: 'worker', explicit: false });
    expect(engineChoice('?engine=')).toEqual({ variant: 'worker', explicit: false });
  });
});
