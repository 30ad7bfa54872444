// The session's reconnect rules over scripted providers, on a ManualScheduler (the backoff's waits are the rule under
// test).
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import type { PlayerProvider, ProviderOptions } from './provider';
import type { SessionStatus } from './player-session';
import { PlayerSession } from './player-session';

function scripted() {
  const made: { options: ProviderOptions; destroyed: boolean; muted: boolean[]; volume: number[] }[] = [];
  const load = async (_playback: unknown, options: ProviderOptions): Promise<PlayerProvider> => {
    const record = { options, destroyed: false, muted: [] as boolean[], volume: [] as number[] };
    made.push(record);
    return {
      start: async () => {},
      setMuted: (m) => record.muted.push(m),
      setVolume: (v) => record.volume.push(v),
      latencyMs: () => 700,
      destroy: () => { record.destroyed = true; },
    };
  };
  return { made, load };
}

const PLAYBACK = { kind: 'flv' as const, url: '/live/1.flv' };

let timers: ManualScheduler;
/** Moves the session's time on, then lets the providers' loads and starts (promises) settle. */
async function advance(ms: number): Promise<void> {
  timers.advance(ms);
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('player session [LR-3]', () => {
  beforeEach(() => { timers = new ManualScheduler(0); });

  it('[LR-3] a failed stream shows stalled and reconnects after 1 s, 2 s, 4 s … until frames move again, then starts over at 1 s', async () => {
    const { made, load } = scripted();
    const statuses: SessionStatus[] = [];
    const session = new PlayerSession(PLAYBACK, {} as HTMLElement, { muted: false, volume: 0.8 }, { onStatus: (s) => statuses.push(s), onAutoplayMuted: () => {} }, load, timers);
    session.start();
    await advance(0);
    expect(made).toHaveLength(1);
    made[0].options.onEvent({ type: 'playing' });
    expect(session.latencyMs()).toBe(700);
    made[0].options.onEvent({ type: 'failed', reason: 'ended' });
    expect(made[0].destroyed).toBe(true);
    expect(session.status).toBe('stalled');
    expect(session.latencyMs()).toBeUndefined();
    for (const [index, wait] of [[1, 1000], [2, 2000], [3, 4000]] as const) {
      await advance(wait - 1);
      expect(made).toHaveLength(index);
      await advance(1);
      expect(made).toHaveLength(index + 1);
      made[index].options.onEvent({ type: 'failed', reason: 'HttpStatusCodeInvalid' });
    }
    await advance(8000);
    made[4].options.onEvent({ type: 'playing' });
    expect(session.status).toBe('playing');
    made[4].options.onEvent({ type: 'failed', reason: 'ended' });
    await advance(1000);
    expect(made).toHaveLength(6);
    expect(statuses).toEqual(['playing', 'stalled', 'playing', 'stalled']);
  });

  it('[LR-3] a replaced provider\'s late events are ignored; a new provider starts with the sound the viewer chose', async () => {
    const { made, load } = scripted();
    let autoplayMuted = 0;
    const session = new PlayerSession(PLAYBACK, {} as HTMLElement, { muted: false, volume: 0.8 }, { onStatus: () => {}, onAutoplayMuted: () => { autoplayMuted++; } }, load, timers);
    session.start();
    await advance(0);
    made[0].options.onEvent({ type: 'autoplay-muted' });
    expect(autoplayMuted).toBe(1);
    session.setVolume(0.25);
    made[0].options.onEvent({ type: 'failed', reason: 'ended' });
    made[0].options.onEvent({ type: 'playing' });
    expect(session.status).toBe('stalled');
    await advance(1000);
    expect(made[1].options).toMatchObject({ muted: true, volume: 0.25 });
  });

  it('waiting while playing is buffering; destroy stops the retries', async () => {
    const { made, load } = scripted();
    const session = new PlayerSession(PLAYBACK, {} as HTMLElement, { muted: false, volume: 1 }, { onStatus: () => {}, onAutoplayMuted: () => {} }, load, timers);
    session.start();
    await advance(0);
    made[0].options.onEvent({ type: 'waiting' });
    expect(session.status).toBe('connecting');
    made[0].options.onEvent({ type: 'playing' });
    made[0].options.onEvent({ type: 'waiting' });
    expect(session.status).toBe('buffering');
    made[0].options.onEvent({ type: 'failed', reason: 'ended' });
    session.destroy();
    await advance(60_000);
    expect(made).toHaveLength(1);
  });
});
