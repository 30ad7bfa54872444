// What the hover card reads of one match [LS-14]: engine/core's Incident, Stat and TextLiveEntry as the server
// answers them (football.ts and basketball.ts hold the calls).
import { Type } from 'typebox';
import { matchId } from './fields';

export const Incident = Type.Object({
  type: Type.Integer(),
  /** 1 home, 2 away, 0 neutral. */
  position: Type.Integer(),
  time: Type.Integer(),
  addTime: Type.Integer(),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  playerName: Type.String(),
  assist1Name: Type.String(),
  assist2Name: Type.String(),
  inPlayerName: Type.String(),
  outPlayerName: Type.String(),
  reasonType: Type.Integer(),
});

/** Football: 2 corners, 3 yellow, 4 red, 21/22 shots, 25 possession …; basketball: its own types. */
export const Stat = Type.Object({ type: Type.Integer(), home: Type.Number(), away: Type.Number() });

export const TextLiveEntry = Type.Object({
  main: Type.Boolean(), type: Type.Integer(), position: Type.Integer(), time: Type.String(), data: Type.String(), index: Type.Integer(),
});

/** {matchId}. A known match without detail frames yet answers empty lists; an unknown one 40007 比赛不存在. */
export const detailBody = () => Type.Object({ matchId: matchId() });
