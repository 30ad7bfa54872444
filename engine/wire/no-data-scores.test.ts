// Providers send -1 for "no data" (corners, often): such a score frame is a frame like any other [SC-1] [RT-11].
import { describe, expect, it } from 'vitest';
import type { ListSnapshot, ScoreChange } from '../core';
import { match } from '../core/test-support/builders';
import { decodePacket } from './decode-frame';
import { encodeEventFrame } from './encode-frame';
import { packetOf } from './frame';
import { decodeListResponse, encodeListResponse } from './list-response';

const score = (homeScores: number[], awayScores: number[]): ScoreChange => ({
  type: 'score', seq: 5, ts: 1_700_000_000_000, sport: 'football', matchId: 9, statusId: 4, goingTime: 1_700_000_000,
  homeScores, awayScores, homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0,
});

describe('score arrays with no data', () => {
  it('[SC-1] [RT-11] a football score frame with corners -1 decodes (it was rejected as malformed)', () => {
    const e = score([1, 0, 0, 2, -1], [0, 0, 0, 1, -1]);
    const decoded = decodePacket(packetOf([encodeEventFrame(e)]));
    expect(decoded.errors).toEqual([]);
    expect(decoded.events).toEqual([e]);
  });

  it('[SC-1] eight entries (120 minutes, shoot-out, 90 minutes) decode; -2 is still malformed', () => {
    const e = score([3, 2, 0, 5, 6, 3, 4, 2], [3, 1, 0, 3, -1, 3, 2, 2]);
    expect(decodePacket(packetOf([encodeEventFrame(e)])).events).toEqual([e]);
    const bad = decodePacket(packetOf([encodeEventFrame(score([1, 0, 0, 0, -2], [0, 0, 0, 0, 0]))]));
    expect(bad.events).toEqual([]);
    expect(bad.errors).toHaveLength(1);
  });

  it('[SC-1] a list snapshot keeps extraHalf (iArr 18)', () => {
    const m = match('football', 3, { statusId: 5, goingTime: 1_700_000_000, extraHalf: 2, homeScores: [1, 1, 0, 0, -1, 1, 0, 1], awayScores: [1, 0, 0, 0, -1, 1, 0, 1] });
    const snap: ListSnapshot = { type: 'listSnapshot', seq: 4, ts: 1, sport: 'football', stream: 's', competitions: [], teams: [], matches: [m], rooms: [] };
    const bytes = encodeListResponse(snap);
    expect(decodeListResponse('football', bytes)?.matches[0]).toMatchObject({ extraHalf: 2, homeScores: m.homeScores });
  });
});
