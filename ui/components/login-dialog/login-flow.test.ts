import { describe, expect, it } from 'vitest';
import type { LoginFlowEvent, LoginStep } from './login-flow';
import { nextLoginStep } from './login-flow';

const run = (events: LoginFlowEvent[], from: LoginStep = 'closed') => events.reduce(nextLoginStep, from);

describe('login dialog steps', () => {
  it('[AU-1] opens on step 1, login', () => {
    expect(run([{ type: 'open' }])).toBe('login');
  });

  it('[AU-1] a first login goes 1 → 3 set password → 4 interests → closed', () => {
    const steps: LoginStep[] = [];
    let step: LoginStep = 'closed';
    for (const event of [{ type: 'open' }, { type: 'loggedIn', first: true }, { type: 'passwordSet' }, { type: 'interestsSaved' }] as LoginFlowEvent[]) {
      step = nextLoginStep(step, event);
      steps.push(step);
    }
    expect(steps).toEqual(['login', 'setPassword', 'interests', 'closed']);
  });

  it('[AU-1] step 3 only on the first login: a returning user\'s login closes the dialog', () => {
    expect(run([{ type: 'open' }, { type: 'loggedIn', first: false }])).toBe('closed');
  });

  it('[AU-1] skipping step 3 still leads to 4; skipping 4 closes', () => {
    expect(run([{ type: 'open' }, { type: 'loggedIn', first: true }, { type: 'skipPassword' }])).toBe('interests');
    expect(run([{ type: 'skipInterests' }], 'interests')).toBe('closed');
  });

  it('[AU-1] 1 → 2 reset via forgot password, and back to 1 when done or on request', () => {
    expect(run([{ type: 'open' }, { type: 'forgotPassword' }])).toBe('reset');
    expect(run([{ type: 'passwordReset' }], 'reset')).toBe('login');
    expect(run([{ type: 'backToLogin' }], 'reset')).toBe('login');
  });

  it('[AU-1] close leaves from any step; open does not restart a dialog already open', () => {
    for (const step of ['login', 'reset', 'setPassword', 'interests'] as const) expect(nextLoginStep(step, { type: 'close' })).toBe('closed');
    expect(nextLoginStep('interests', { type: 'open' })).toBe('interests');
  });

  it('[AU-1] events of another step change nothing (a late answer after the user moved on)', () => {
    expect(nextLoginStep('closed', { type: 'loggedIn', first: true })).toBe('closed');
    expect(nextLoginStep('reset', { type: 'loggedIn', first: true })).toBe('reset');
    expect(nextLoginStep('login', { type: 'passwordSet' })).toBe('login');
    expect(nextLoginStep('setPassword', { type: 'interestsSaved' })).toBe('setPassword');
    expect(nextLoginStep('interests', { type: 'forgotPassword' })).toBe('interests');
  });
});
