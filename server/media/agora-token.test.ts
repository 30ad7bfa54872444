import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { AGORA_TOKEN_TTL_S, agoraChannelName, agoraPlayback, roomOfAgoraChannel } from './agora-token';

// The package's own parser (not part of its typed API): a token we build must read back with what we put in.
const { AccessToken2, kRtcServiceType } = createRequire(import.meta.url)('agora-token/src/AccessToken2') as {
  AccessToken2: new () => { from_string(token: string): boolean; verifySignature(cert: string): boolean; appId: Buffer; expire: number; services: Array<{ __type: number; __channel_name: Buffer; __uid: Buffer; __privileges: Record<number, number> }> };
  kRtcServiceType: number;
};

const ENV = { AGORA_APP_ID: '970ca35de60c44645bbae8a215061b33', AGORA_APP_CERTIFICATE: '5cfd2fd1755d40ecb72977518be15d3b' };

describe('agoraPlayback [LR-3]', () => {
  it('[LR-3] builds an audience (subscriber) token for the room channel that decodes to the app, channel and uid', () => {
    const playback = agoraPlayback(880001, 123456, ENV)!;
    expect(playback).toMatchObject({ kind: 'agora', appId: ENV.AGORA_APP_ID, channelName: 'room-880001', uid: 123456 });
    expect(playback.channelName).toBe(agoraChannelName(880001));
    expect(playback.swToken.startsWith('007')).toBe(true);
    const token = new AccessToken2();
    expect(token.from_string(playback.swToken)).toBe(true);
    expect(token.verifySignature(ENV.AGORA_APP_CERTIFICATE)).toBe(true);
    expect(token.verifySignature('00000000000000000000000000000000')).toBe(false);
    expect(String(token.appId)).toBe(ENV.AGORA_APP_ID);
    expect(token.expire).toBe(AGORA_TOKEN_TTL_S);
    const rtc = token.services.find((service) => service.__type === kRtcServiceType)!;
    expect(token.services).toHaveLength(1);
    expect(String(rtc.__channel_name)).toBe('room-880001');
    expect(String(rtc.__uid)).toBe('123456');
    // Subscriber: the join privilege only (1 = kPrivilegeJoinChannel), no publishing.
    expect(Object.keys(rtc.__privileges)).toEqual(['1']);
  });

  it('is undefined when Agora is not configured (either variable missing or blank)', () => {
    expect(agoraPlayback(1, 1, {})).toBeUndefined();
    expect(agoraPlayback(1, 1, { AGORA_APP_ID: ENV.AGORA_APP_ID })).toBeUndefined();
    expect(agoraPlayback(1, 1, { AGORA_APP_CERTIFICATE: ENV.AGORA_APP_CERTIFICATE })).toBeUndefined();
    expect(agoraPlayback(1, 1, { AGORA_APP_ID: ' ', AGORA_APP_CERTIFICATE: ENV.AGORA_APP_CERTIFICATE })).toBeUndefined();
  });

  it('refuses a uid outside 1 … 2^32-1 (0 would let the SDK choose a uid the token does not name)', () => {
    expect(() => agoraPlayback(1, 0, ENV)).toThrow(RangeError);
    expect(() => agoraPlayback(1, 2 ** 32, ENV)).toThrow(RangeError);
    expect(() => agoraPlayback(1, 1.5, ENV)).toThrow(RangeError);
    expect(agoraPlayback(1, 2 ** 32 - 1, ENV)?.uid).toBe(2 ** 32 - 1);
  });
});

describe('roomOfAgoraChannel', () => {
  it('reads back the room of every channel agoraChannelName names, and no other channel', () => {
    for (const roomId of [0, 1, 880001, 9_999_999_999, Number.MAX_SAFE_INTEGER]) expect(roomOfAgoraChannel(agoraChannelName(roomId))).toBe(roomId);
    for (const channel of ['', 'room-', 'room-01', 'room--1', 'room-1.5', 'room-1 ', 'Room-1', 'room-12a', '123', `room-${'9'.repeat(16)}`, `room-${'1'.repeat(17)}`]) {
      expect(roomOfAgoraChannel(channel)).toBeUndefined();
    }
  });
});
