// FeedEvent ⇄ (code, RealtimeMessage/MatchListResponse body). The code says which payload a body must carry;
// a body that does not match its code is a malformed frame.
import { CODE, sportCode } from '../core/codes';
import type { FeedEvent, RoomInit } from '../core/events';
import type { Lineup, LineupPlayer, TeamLineup } from '../core/match-centre/types';
import type { Sport } from '../core/sport';
import { SPORT_TYPE } from '../core/sport';
import { live } from './pb';
import {
  briefToWire, competitionToWire, lotteriesToWire, matchToItem, teamToWire,
} from './match-item';

function teamLineupToWire(t: TeamLineup): live.ITeamLineup {
  const players = (xs: readonly LineupPlayer[]) => xs.map((p) => ({ ...p }));
  return { formation: t.formation, coach: t.coach, starters: players(t.starters), substitutes: players(t.substitutes), absent: players(t.absent) };
}

function lineupToWire(l: Lineup): live.ILineup {
  return { home: teamLineupToWire(l.home), away: teamLineupToWire(l.away) };
}

export interface EncodedBody {
  readonly code: number;
  readonly body: Uint8Array;
}

const MODE_OFFSET = {
  incidents: { replace: 0, append: 1 },
  stats: { replace: 0, merge: 1, clear: 2 },
  textLive: { replace: 0, append: 1, edit: 2 },
  seats: { replace: 0, take: 1, release: 2 },
  odds: { open: 0, change: 1, settle: 2 },
} as const;

export function roomToWire(r: RoomInit & { living?: boolean }): live.ILiveRoomItem {
  return {
    room: {
      roomId: r.roomId, roomName: r.roomName, setCount: r.setCount, viewCount: r.viewCount,
      coverPicture: r.coverPicture, hxRoomId: r.hxRoomId, notice: r.notice,
      ...(r.living !== undefined && { living: r.living }),
    },
    anchor: {
      anchorCustomId: r.anchor.customId, anchorAvatar: r.anchor.avatar, anchorName: r.anchor.name,
      anchorLevel: r.anchor.level, anchorIdentify: r.anchor.identify,
    },
    match: { sportType: SPORT_TYPE[r.sport], matchId: r.matchId },
  };
}

function realtime(code: number, sport: Sport | undefined, matchId: number, fields: live.IRealtimeMessage): Uint8Array {
  return live.RealtimeMessage.encode({
    type: code, matchId, sportType: sport ? SPORT_TYPE[sport] : 0, ...fields,
  }).finish();
}

/** Encodes an event's body and picks its code. */
export function encodeEventBody(e: FeedEvent): EncodedBody {
  switch (e.type) {
    case 'listSnapshot': {
      const code = sportCode(e.sport, CODE.footballList);
      const body = live.MatchListResponse.encode({
        cArr: e.competitions.map(competitionToWire),
        tArr: e.teams.map(teamToWire),
        lArr: lotteriesToWire(e.matches),
        matches: e.matches.map(matchToItem),
        code: 0, sportType: SPORT_TYPE[e.sport], seq: e.seq, serverTime: e.ts, stream: e.stream,
        rooms: e.rooms.map(roomToWire),
      }).finish();
      return { code, body };
    }
    case 'score': {
      const code = sportCode(e.sport, CODE.footballScore);
      return { code, body: realtime(code, e.sport, e.matchId, { scoreObj: {
        matchId: e.matchId, statusId: e.statusId, goingTime: e.goingTime, note: e.note,
        homeScore: [...e.homeScores], awayScore: [...e.awayScores],
        homeOverTimeScores: [...e.homeOverTime], awayOverTimeScores: [...e.awayOverTime], clockSeconds: e.clockSeconds,
      } }) };
    }
    case 'status': {
      const code = sportCode(e.sport, CODE.footballStatus);
      return { code, body: realtime(code, e.sport, e.matchId, { scoreObj: {
        matchId: e.matchId, statusId: e.statusId, goingTime: e.goingTime, clockSeconds: e.clockSeconds,
      } }) };
    }
    case 'matchUpsert': {
      const code = sportCode(e.sport, CODE.footballMatch);
      return { code, body: realtime(code, e.sport, e.match.id, { competitionId: e.match.competitionId, match: {
        cArr: [competitionToWire(e.competition)],
        tArr: [teamToWire(e.homeTeam), teamToWire(e.awayTeam)],
        lArr: lotteriesToWire([e.match]),
        matches: [matchToItem(e.match)],
        sportType: SPORT_TYPE[e.sport],
      } }) };
    }
    case 'incidents': {
      const code = sportCode(e.sport, CODE.footballIncidents) + MODE_OFFSET.incidents[e.mode];
      return { code, body: realtime(code, e.sport, e.matchId, { incidents: { items: e.items.map((x) => ({ ...x })) } }) };
    }
    case 'stats': {
      const code = sportCode(e.sport, CODE.footballStats) + MODE_OFFSET.stats[e.mode];
      return { code, body: realtime(code, e.sport, e.matchId, { statList: { items: e.items.map((x) => ({ ...x })) } }) };
    }
    case 'textLive': {
      const code = sportCode(e.sport, CODE.footballTextLive) + MODE_OFFSET.textLive[e.mode];
      return { code, body: realtime(code, e.sport, e.matchId, { tliveList: { items: e.items.map((x) => ({ ...x })) } }) };
    }
    case 'var':
      return { code: CODE.footballVar, body: realtime(CODE.footballVar, e.sport, e.matchId, { varCheck: { ...e.check } }) };
    case 'playerStats':
      return { code: CODE.playerStats, body: realtime(CODE.playerStats, e.sport, e.matchId, {
        playerStats: { items: e.items.map((p) => ({ ...p, items: p.items.map((x) => ({ ...x })) })) },
      }) };
    case 'seats': {
      const code = CODE.anchorSeats + MODE_OFFSET.seats[e.mode];
      return { code, body: realtime(code, e.sport, e.matchId, { seat: { anchors: e.anchors.map(briefToWire) } }) };
    }
    case 'streamStart':
      return { code: CODE.streamStart, body: realtime(CODE.streamStart, e.room.sport, e.room.matchId, {
        roomId: e.room.roomId, hxRoomId: e.room.hxRoomId, room: roomToWire(e.room),
      }) };
    case 'streamClose':
      return { code: CODE.streamClose, body: realtime(CODE.streamClose, e.sport, e.matchId, { roomId: e.roomId }) };
    case 'matchSwitch':
      return { code: CODE.matchSwitch, body: realtime(CODE.matchSwitch, e.room.sport, e.room.matchId, {
        roomId: e.room.roomId, prevMatchId: e.prevMatchId, hxRoomId: e.room.hxRoomId, room: roomToWire(e.room),
      }) };
    case 'previewAdd':
      return { code: CODE.previewAdd, body: realtime(CODE.previewAdd, e.sport, e.matchId, {
        prevMatchId: e.prevMatchId, roomId: e.anchor.roomId, anchorInfo: briefToWire(e.anchor),
      }) };
    case 'previewRemove':
      return { code: CODE.previewRemove, body: realtime(CODE.previewRemove, e.sport, e.matchId, {
        roomId: e.anchor.roomId, anchorInfo: briefToWire(e.anchor),
      }) };
    case 'roomInfo':
      return { code: CODE.roomInfo, body: realtime(CODE.roomInfo, undefined, 0, {
        roomId: e.roomId, roomPatch: { ...e.patch },
      }) };
    case 'lineup': {
      const code = sportCode(e.sport, CODE.footballLineup);
      return { code, body: realtime(code, e.sport, e.matchId, { lineup: lineupToWire(e.lineup) }) };
    }
    case 'odds': {
      const code = sportCode(e.sport, CODE.footballOdds) + MODE_OFFSET.odds[e.mode];
      return { code, body: realtime(code, e.sport, e.matchId, { odds: { items: e.quotes.map((q) => ({ ...q })) } }) };
    }
    case 'momentum': {
      const code = sportCode(e.sport, CODE.footballMomentum);
      return { code, body: realtime(code, e.sport, e.matchId, { momentum: { items: e.points.map((p) => ({
        minute: p.minute, addTime: p.addTime, value: p.value,
        counts: [p.home.attacks, p.home.dangerous, p.home.shots, p.home.goals, p.away.attacks, p.away.dangerous, p.away.shots, p.away.goals],
      })) } }) };
    }
  }
}
