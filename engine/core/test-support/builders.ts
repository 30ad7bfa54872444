// Small hand-made states for example tests.
import type { FeedEvent, ListSnapshot, RoomInit, Unstamped } from '../events';
import type { Match } from '../model';
import { EMPTY_STATE } from '../model';
import { fold } from '../fold/fold';
import type { Sport } from '../sport';
import { DAY, competition, team } from './world';

export function match(sport: Sport, id: number, over: Partial<Match> = {}): Match {
  const zeros = [0, 0, 0, 0, 0];
  return {
    id, sport, competitionId: 1, homeTeamId: 11, awayTeamId: 14, matchTime: DAY + 3600, statusId: 1, goingTime: 0,
    peopleNum: 0, hasLineup: false, ncaa: false, kind: 0, stageId: 0, seasonId: 0, homePosition: 0, awayPosition: 0,
    note: '', remark: '', homeScores: zeros, awayScores: zeros, homeOverTime: [], awayOverTime: [], lotteries: {},
    living: [], preview: [], varUntil: 0, clockSeconds: 0, extraHalf: 0, ...over,
  };
}

export function snapshot(sport: Sport, matches: Match[], seq = 1, stream = 's'): ListSnapshot {
  return {
    type: 'listSnapshot', seq, ts: DAY * 1000, sport, stream, matches, rooms: [],
    competitions: [competition(1)], teams: [team(11), team(14)],
  };
}

export function room(roomId: number, matchId: number, sport: Sport = 'football'): RoomInit {
  return {
    roomId, roomName: `房间${roomId}`, coverPicture: '', hxRoomId: '', notice: '', viewCount: 10, setCount: 0,
    anchor: { customId: roomId + 1000, name: `主播${roomId}`, avatar: '', level: 3, identify: 1 },
    sport, matchId,
  };
}

/** Folds a football list of the given matches, then the events (seqs are assigned from 2). */
export function after(matches: Match[], events: Unstamped[], ts = DAY * 1000) {
  const stamped = events.map((e, i) => ({ ...e, seq: i + 2, ts: ts + i }) as FeedEvent);
  return fold(EMPTY_STATE, [snapshot('football', matches), ...stamped]);
}
