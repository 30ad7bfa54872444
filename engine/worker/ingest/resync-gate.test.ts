import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../time/manual-scheduler';
import { RESYNC_TIMEOUT_MS, ResyncGate } from './resync-gate';

function setup() {
  const scheduler = new ManualScheduler(0);
  let unanswered = 0;
  const gate = new ResyncGate(scheduler, () => { unanswered++; });
  return { scheduler, gate, unanswered: () => unanswered };
}

describe('ResyncGate', () => {
  it('[SK-4] lists are whole only once both sports came fresh, and not after a gap', () => {
    const { gate } = setup();
    expect(gate.whole).toBe(false);
    gate.open();
    gate.fresh(['football', 'basketball']);
    expect(gate).toMatchObject({ whole: true, inFlight: false });
    gate.hole();
    expect(gate.whole).toBe(false);
    gate.open();
    gate.fresh(['football']);
    expect(gate).toMatchObject({ whole: false, inFlight: true });
    gate.fresh(['basketball']);
    expect(gate).toMatchObject({ whole: true, inFlight: false });
  });

  it('[SK-4] a lone unasked snapshot owes the other sport: awaited, asked again when it does not come', () => {
    const { gate, scheduler, unanswered } = setup();
    gate.open();
    gate.fresh(['football', 'basketball']);
    gate.fresh(['basketball']); // e.g. a refused resume's snapshots, the football one lost
    expect(gate).toMatchObject({ whole: false, inFlight: true });
    scheduler.advance(RESYNC_TIMEOUT_MS);
    expect(unanswered()).toBe(1);
    expect(gate.whole).toBe(false); // a lost connection (cancel) does not make the lists whole either
    gate.cancel();
    expect(gate.whole).toBe(false);
  });

  it('a resync asked for while whole keeps the lists whole when the connection is lost before the answer', () => {
    const { gate, scheduler, unanswered } = setup();
    gate.open();
    gate.fresh(['football', 'basketball']);
    gate.open();
    expect(gate.whole).toBe(false);
    gate.cancel();
    expect(gate.whole).toBe(true);
    scheduler.advance(RESYNC_TIMEOUT_MS);
    expect(unanswered()).toBe(0);
  });
});
