// (code, seq, ts, body) → FeedEvent. Throws InvalidFrame (or a protobuf error) on a malformed body.
import type { ByteRange, FeedEvent, RoomInit } from '../core/events';
import type { Room } from '../core/model';
import type {
  LineupPlayer, MomentumPoint, OddsQuote, PressureCounts, TeamLineup,
} from '../core/match-centre/types';
import type { Sport } from '../core/sport';
import { sportOfType } from '../core/sport';
import type { CodeInfo } from './code-table';
import {
  briefFromWire, competitionFromWire, lotteriesByMatch, matchFromItem, teamFromWire,
} from './match-item';
import { incidentFromWire, playerFromWire, statFromWire, textFromWire } from './detail/detail-lists';
import { live, protobuf } from './pb';
import {
  InvalidFrame, check, checkAnchor, checkClock, checkId, checkMatch, checkScores, checkStatus,
} from './validate';

type Mode<T> = T extends { mode: infer M } ? M : never;

/** live.RealtimeMessage's fields holding the long detail lists (proto/live.proto). */
const FIELD = { tliveList: 12, incidents: 13, playerStats: 15 } as const;

/**
 * Where the (last) length-delimited field `field` of a RealtimeMessage lies in `body`, as a range of its own
 * (events.ts WireList): the fold keeps these bytes, the list the items were decoded from. Found by protobufjs's
 * Reader skipping the other fields; absent (an empty list), an empty range.
 */
function fieldBytes(body: Uint8Array, field: number): ByteRange {
  const r = protobuf.Reader.create(body);
  let start = 0;
  let end = 0;
  while (r.pos < r.len) {
    const tag = r.uint32();
    if (tag >>> 3 === field && (tag & 7) === 2) {
      const length = r.uint32();
      start = r.pos;
      end = start + length;
      r.pos = end;
    } else {
      r.skipType(tag & 7);
    }
  }
  return { bytes: body.subarray(start, end), start: 0, end: end - start };
}

/** 1 欧赔, 2 亚盘, 3 大小 (core ODDS_MARKET; the wire takes only the core's code tables as values). */
const ODDS_MARKETS: ReadonlySet<number> = new Set([1, 2, 3]);

function listFromWire(sport: Sport, r: live.IMatchListResponse) {
  const labels = lotteriesByMatch(r.lArr ?? []);
  const matches = (r.matches ?? []).map((item) => matchFromItem(sport, item, labels.get(item.iArr?.[0] ?? 0) ?? {}));
  for (const item of r.matches ?? []) {
    check(sportOfType(item.iArr?.[1] ?? 0) === sport, 'match sportType does not match the list');
  }
  matches.forEach(checkMatch);
  const competitions = (r.cArr ?? []).map(competitionFromWire);
  const teams = (r.tArr ?? []).map(teamFromWire);
  competitions.forEach((c) => checkId(c.id, 'competition id'));
  teams.forEach((t) => checkId(t.id, 'team id'));
  const rooms = (r.rooms ?? []).map((item) => listRoomFromWire(item, sport));
  return { matches, competitions, teams, rooms };
}

function lineupPlayerFromWire(x: live.ILineupPlayer): LineupPlayer {
  return {
    playerId: x.playerId ?? 0, name: x.name ?? '', number: x.number ?? 0, position: x.position ?? '', x: x.x ?? 0,
    y: x.y ?? 0, captain: x.captain ?? false, reason: x.reason ?? 0,
  };
}

function teamLineupFromWire(x: live.ITeamLineup): TeamLineup {
  return {
    formation: x.formation ?? '', coach: x.coach ?? '', starters: (x.starters ?? []).map(lineupPlayerFromWire),
    substitutes: (x.substitutes ?? []).map(lineupPlayerFromWire), absent: (x.absent ?? []).map(lineupPlayerFromWire),
  };
}

function quoteFromWire(x: live.IOddsQuote): OddsQuote {
  check(ODDS_MARKETS.has(x.market ?? 0), `odds market ${x.market} unknown`);
  return {
    companyId: x.companyId ?? 0, market: x.market ?? 0, line: x.line ?? 0, p1: x.p1 ?? 0, p2: x.p2 ?? 0, p3: x.p3 ?? 0,
    minute: x.minute ?? 0, homeScore: x.homeScore ?? 0, awayScore: x.awayScore ?? 0, result: x.result ?? 0,
  };
}

function pressureFromWire(c: readonly number[], at: number): PressureCounts {
  return { attacks: c[at], dangerous: c[at + 1], shots: c[at + 2], goals: c[at + 3] };
}

function momentumFromWire(x: live.IMomentumPoint): MomentumPoint {
  const c = x.counts ?? [];
  check(c.length === 8, `momentum point with ${c.length} counts, not 8`);
  return { minute: x.minute ?? 0, addTime: x.addTime ?? 0, home: pressureFromWire(c, 0), away: pressureFromWire(c, 4), value: x.value ?? 0 };
}

function roomFromWire(msg: live.RealtimeMessage, sport: Sport): RoomInit {
  const room = roomItemFromWire(msg.room, sport, msg.matchId);
  check(room.roomId === msg.roomId, 'room id differs from the message roomId');
  return room;
}

/** A list snapshot's room records: each belongs to the list's sport and names its match. */
function listRoomFromWire(item: live.ILiveRoomItem, sport: Sport): Room {
  check(sportOfType(item.match?.sportType ?? 0) === sport, 'room sportType does not match the list');
  const room = roomItemFromWire(item, sport, item.match?.matchId ?? 0);
  checkId(room.matchId, 'room matchId');
  return { ...room, living: item.room?.living ?? false };
}

function roomItemFromWire(item: live.ILiveRoomItem | null | undefined, sport: Sport, matchId: number): RoomInit {
  check(!!item?.room && !!item.anchor, 'room frame without room or anchor');
  const r = item.room!;
  const a = item.anchor!;
  const room: RoomInit = {
    roomId: r.roomId ?? 0, roomName: r.roomName ?? '', coverPicture: r.coverPicture ?? '', hxRoomId: r.hxRoomId ?? '',
    notice: r.notice ?? '', viewCount: r.viewCount ?? 0, setCount: r.setCount ?? 0,
    anchor: {
      customId: a.anchorCustomId ?? 0, name: a.anchorName ?? '', avatar: a.anchorAvatar ?? '',
      level: a.anchorLevel ?? 0, identify: a.anchorIdentify ?? 0,
    },
    sport, matchId,
  };
  checkId(room.roomId, 'roomId');
  checkId(room.anchor.customId, 'anchorCustomId');
  return room;
}

export function decodeEvent(info: CodeInfo, code: number, seq: number, ts: number, body: Uint8Array): FeedEvent {
  const meta = { seq, ts };
  if (info.payload === 'list') {
    const r = live.MatchListResponse.decode(body);
    const sport = info.sport!;
    check(sportOfType(r.sportType) === sport, `list sportType ${r.sportType} does not match code ${code}`);
    check(r.stream.length > 0, 'list without a stream id');
    return { type: 'listSnapshot', ...meta, sport, stream: r.stream, ...listFromWire(sport, r) };
  }
  const msg = live.RealtimeMessage.decode(body);
  check(msg.type === code, `body type ${msg.type} does not match code ${code}`);
  const expected = info.payload === 'none' || info.payload === 'anchorInfo' ? undefined : info.payload;
  check(msg.payload === expected, `code ${code} needs payload ${expected ?? 'none'}, got ${msg.payload ?? 'none'}`);
  const bodySport = sportOfType(msg.sportType);
  if (info.event !== 'roomInfo') {
    check(bodySport !== undefined, `sportType ${msg.sportType} unknown`);
    check(!info.sport || info.sport === bodySport, `sportType ${msg.sportType} does not match code ${code}`);
    checkId(msg.matchId, 'matchId');
  }
  const sport = bodySport as Sport;
  const matchId = msg.matchId;
  switch (info.event) {
    case 'score': {
      const s = msg.scoreObj as live.ScoreObj;
      check(s.matchId === matchId, 'scoreObj.matchId differs from matchId');
      checkStatus(sport, s.statusId);
      checkScores(sport, s.homeScore, 'homeScore', false);
      checkScores(sport, s.awayScore, 'awayScore', false);
      return {
        type: 'score', ...meta, sport, matchId, statusId: s.statusId, goingTime: s.goingTime, note: s.note,
        homeScores: s.homeScore, awayScores: s.awayScore,
        homeOverTime: s.homeOverTimeScores, awayOverTime: s.awayOverTimeScores, clockSeconds: checkClock(s.clockSeconds),
      };
    }
    case 'status': {
      const s = msg.scoreObj as live.ScoreObj;
      check(s.matchId === matchId, 'scoreObj.matchId differs from matchId');
      checkStatus(sport, s.statusId);
      return {
        type: 'status', ...meta, sport, matchId, statusId: s.statusId, goingTime: s.goingTime,
        clockSeconds: checkClock(s.clockSeconds),
      };
    }
    case 'matchUpsert': {
      const list = listFromWire(sport, msg.match!);
      check(list.matches.length === 1 && list.matches[0].id === matchId, 'match frame must carry its one match');
      const match = list.matches[0];
      const competition = list.competitions.find((c) => c.id === match.competitionId);
      const homeTeam = list.teams.find((t) => t.id === match.homeTeamId);
      const awayTeam = list.teams.find((t) => t.id === match.awayTeamId);
      check(!!competition && !!homeTeam && !!awayTeam, 'match frame without its competition or teams');
      return { type: 'matchUpsert', ...meta, sport, match, competition: competition!, homeTeam: homeTeam!, awayTeam: awayTeam! };
    }
    case 'incidents':
      return {
        type: 'incidents', ...meta, sport, matchId, mode: info.mode as Mode<FeedEvent & { type: 'incidents' }>,
        items: (msg.incidents as live.IncidentList).items.map(incidentFromWire), wire: fieldBytes(body, FIELD.incidents),
      };
    case 'stats':
      return {
        type: 'stats', ...meta, sport, matchId, mode: info.mode as Mode<FeedEvent & { type: 'stats' }>,
        items: (msg.statList as live.StatList).items.map(statFromWire),
      };
    case 'textLive':
      return {
        type: 'textLive', ...meta, sport, matchId, mode: info.mode as Mode<FeedEvent & { type: 'textLive' }>,
        items: (msg.tliveList as live.TliveList).items.map(textFromWire), wire: fieldBytes(body, FIELD.tliveList),
      };
    case 'var': {
      const v = msg.varCheck as live.VarCheck;
      return {
        type: 'var', ...meta, sport, matchId,
        check: { reason: v.reason, result: v.result, position: v.position, time: v.time },
      };
    }
    case 'playerStats':
      return {
        type: 'playerStats', ...meta, sport, matchId, items: (msg.playerStats as live.PlayerStatList).items.map(playerFromWire),
        wire: fieldBytes(body, FIELD.playerStats),
      };
    case 'seats': {
      const anchors = (msg.seat as live.AnchorSeat).anchors.map(briefFromWire);
      anchors.forEach((a) => checkAnchor(a, 'seat'));
      return { type: 'seats', ...meta, sport, matchId, mode: info.mode as Mode<FeedEvent & { type: 'seats' }>, anchors };
    }
    case 'streamStart':
      return { type: 'streamStart', ...meta, room: roomFromWire(msg, sport) };
    case 'streamClose':
      checkId(msg.roomId, 'roomId');
      return { type: 'streamClose', ...meta, sport, matchId, roomId: msg.roomId };
    case 'matchSwitch':
      check(msg.prevMatchId > 0, 'match switch without prevMatchId');
      return { type: 'matchSwitch', ...meta, prevMatchId: msg.prevMatchId, room: roomFromWire(msg, sport) };
    case 'previewAdd':
    case 'previewRemove': {
      check(!!msg.anchorInfo, 'preview frame without anchorInfo');
      const anchor = briefFromWire(msg.anchorInfo!);
      checkAnchor(anchor, 'anchorInfo');
      if (info.event === 'previewRemove') return { type: 'previewRemove', ...meta, sport, matchId, anchor };
      check(msg.prevMatchId === -1 || msg.prevMatchId > 0, `prevMatchId ${msg.prevMatchId}`);
      return { type: 'previewAdd', ...meta, sport, matchId, prevMatchId: msg.prevMatchId, anchor };
    }
    case 'roomInfo': {
      checkId(msg.roomId, 'roomId');
      const p = msg.roomPatch!;
      const has = (k: string) => Object.prototype.hasOwnProperty.call(p, k);
      return {
        type: 'roomInfo', ...meta, roomId: msg.roomId, patch: {
          ...(has('roomName') && { roomName: p.roomName! }),
          ...(has('viewCount') && { viewCount: p.viewCount! }),
          ...(has('coverPicture') && { coverPicture: p.coverPicture! }),
          ...(has('notice') && { notice: p.notice! }),
        },
      };
    }
    case 'lineup': {
      const l = msg.lineup as live.Lineup;
      check(!!l.home && !!l.away, 'lineup without both teams');
      return { type: 'lineup', ...meta, sport, matchId, lineup: { home: teamLineupFromWire(l.home!), away: teamLineupFromWire(l.away!) } };
    }
    case 'odds':
      return {
        type: 'odds', ...meta, sport, matchId, mode: info.mode as Mode<FeedEvent & { type: 'odds' }>,
        quotes: (msg.odds as live.OddsList).items.map(quoteFromWire),
      };
    case 'momentum':
      return { type: 'momentum', ...meta, sport, matchId, points: (msg.momentum as live.MomentumList).items.map(momentumFromWire) };
    case 'listSnapshot':
      throw new InvalidFrame('unreachable: list handled above');
  }
}
