// The Agora provider against a recording fake of the SDK: what can be checked without Agora's servers (the real
// SDK only works online with real credentials). The provider contract's live checks run on the FLV provider in
// Chromium (tests/e2e/live-player.spec.ts); here: the audience join, track playback, events, volume and teardown.
import type { IAgoraRTC } from 'agora-rtc-sdk-ng';
import { describe, expect, it } from 'vitest';
import { createAgoraProvider } from './agora-provider';
import type { ProviderEvent } from './provider';

type Listener = (...args: unknown[]) => void;

function fakeSdk(options: { joinFails?: boolean } = {}) {
  const calls: string[] = [];
  const listeners = new Map<string, Listener>();
  const trackListeners = new Map<string, Listener>();
  const volumes: number[] = [];
  const videoTrack = {
    on: (event: string, listener: Listener) => trackListeners.set(event, listener),
    play: (element: unknown, config: unknown) => calls.push(`video.play ${element === host} ${JSON.stringify(config)}`),
  };
  const audioTrack = { setVolume: (v: number) => volumes.push(v), play: () => calls.push('audio.play') };
  const user = { uid: 42, videoTrack, audioTrack };
  const client = {
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    setClientRole: async (role: string) => { calls.push(`role ${role}`); },
    join: async (...args: unknown[]) => {
      calls.push(`join ${JSON.stringify(args)}`);
      if (options.joinFails) throw new Error('CAN_NOT_GET_GATEWAY_SERVER');
    },
    subscribe: async (u: typeof user, mediaType: string) => { calls.push(`subscribe ${u.uid} ${mediaType}`); },
    getRemoteVideoStats: () => ({ 42: { end2EndDelay: 812.4 } }),
    removeAllListeners: () => { calls.push('removeAllListeners'); listeners.clear(); },
    leave: async () => { calls.push('leave'); },
  };
  const sdk = {
    onAutoplayFailed: undefined as undefined | (() => void),
    setLogLevel: (level: number) => calls.push(`logLevel ${level}`),
    disableLogUpload: () => calls.push('disableLogUpload'),
    createClient: (config: unknown) => { calls.push(`createClient ${JSON.stringify(config)}`); return client; },
  };
  const host = { replaceChildren: () => calls.push('host emptied') };
  return { sdk, host, calls, listeners, trackListeners, volumes, user, load: async () => sdk as unknown as IAgoraRTC };
}

const PLAYBACK = { kind: 'agora' as const, appId: 'app', channelName: 'room-7', swToken: '007token', uid: 99 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Agora provider (fake SDK: offline) [LR-3]', () => {
  it('[LR-3] joins as audience: live mode, vp8, role audience, then join(appId, channel, token, uid)', async () => {
    const fake = fakeSdk();
    const provider = createAgoraProvider(PLAYBACK, { host: fake.host as unknown as HTMLElement, muted: false, volume: 0.5, onEvent: () => {} }, fake.load);
    await provider.start();
    expect(fake.calls).toEqual([
      'logLevel 3', 'disableLogUpload', 'createClient {"mode":"live","codec":"vp8"}', 'role audience', 'join ["app","room-7","007token",99]',
    ]);
  });

  it('[LR-3] plays the anchor\'s published tracks into the host, reports playing on the first frame, waiting on unpublish, and its end-to-end delay', async () => {
    const fake = fakeSdk();
    const events: ProviderEvent[] = [];
    const provider = createAgoraProvider(PLAYBACK, { host: fake.host as unknown as HTMLElement, muted: false, volume: 0.5, onEvent: (e) => events.push(e) }, fake.load);
    await provider.start();
    fake.listeners.get('user-published')!(fake.user, 'video');
    fake.listeners.get('user-published')!(fake.user, 'audio');
    await settle();
    expect(fake.calls).toContain('subscribe 42 video');
    expect(fake.calls).toContain('video.play true {"fit":"contain"}');
    expect(fake.calls).toContain('audio.play');
    expect(fake.volumes).toEqual([50]);
    expect(provider.latencyMs()).toBeUndefined(); // no frame yet
    fake.trackListeners.get('first-frame-decoded')!();
    expect(events).toEqual([{ type: 'playing' }]);
    expect(provider.latencyMs()).toBe(812);
    provider.setVolume(0.3);
    provider.setMuted(true);
    provider.setMuted(false);
    expect(fake.volumes).toEqual([50, 30, 0, 30]);
    fake.listeners.get('user-unpublished')!(fake.user, 'video');
    expect(events.at(-1)).toEqual({ type: 'waiting' });
    expect(provider.latencyMs()).toBeUndefined();
  });

  it('[LR-3] a refused autoplay is reported as autoplay-muted and mutes the audio', async () => {
    const fake = fakeSdk();
    const events: ProviderEvent[] = [];
    const provider = createAgoraProvider(PLAYBACK, { host: fake.host as unknown as HTMLElement, muted: false, volume: 1, onEvent: (e) => events.push(e) }, fake.load);
    await provider.start();
    fake.listeners.get('user-published')!(fake.user, 'audio');
    await settle();
    fake.sdk.onAutoplayFailed!();
    expect(events).toEqual([{ type: 'autoplay-muted' }]);
    expect(fake.volumes.at(-1)).toBe(0);
  });

  it('a failed join, a dropped connection or an SDK that does not load is a failed event, never a rejection', async () => {
    const joinFails = fakeSdk({ joinFails: true });
    const events: ProviderEvent[] = [];
    await createAgoraProvider(PLAYBACK, { host: joinFails.host as unknown as HTMLElement, muted: false, volume: 1, onEvent: (e) => events.push(e) }, joinFails.load).start();
    expect(events).toEqual([{ type: 'failed', reason: 'join: CAN_NOT_GET_GATEWAY_SERVER' }]);

    const drops = fakeSdk();
    const dropEvents: ProviderEvent[] = [];
    await createAgoraProvider(PLAYBACK, { host: drops.host as unknown as HTMLElement, muted: false, volume: 1, onEvent: (e) => dropEvents.push(e) }, drops.load).start();
    drops.listeners.get('connection-state-change')!('RECONNECTING', 'CONNECTED');
    drops.listeners.get('connection-state-change')!('DISCONNECTED', 'RECONNECTING', 'NETWORK_ERROR');
    expect(dropEvents).toEqual([{ type: 'waiting' }, { type: 'failed', reason: 'disconnected: NETWORK_ERROR' }]);

    const noSdk: ProviderEvent[] = [];
    await createAgoraProvider(PLAYBACK, { host: drops.host as unknown as HTMLElement, muted: false, volume: 1, onEvent: (e) => noSdk.push(e) },
      () => Promise.reject(new Error('chunk failed'))).start();
    expect(noSdk).toEqual([{ type: 'failed', reason: 'sdk: chunk failed' }]);
  });

  it('destroy leaves the channel, empties the host and is silent after', async () => {
    const fake = fakeSdk();
    const events: ProviderEvent[] = [];
    const provider = createAgoraProvider(PLAYBACK, { host: fake.host as unknown as HTMLElement, muted: false, volume: 1, onEvent: (e) => events.push(e) }, fake.load);
    await provider.start();
    const publish = fake.listeners.get('user-published')!;
    provider.destroy();
    provider.destroy();
    expect(fake.calls.filter((c) => ['removeAllListeners', 'leave', 'host emptied'].includes(c))).toEqual(['removeAllListeners', 'leave', 'host emptied']);
    publish(fake.user, 'video');
    await settle();
    expect(fake.calls).not.toContain('video.play true {"fit":"contain"}');
    expect(events).toEqual([]);
  });
});
