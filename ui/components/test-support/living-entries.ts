// Living entries as the server sends them, typed from the contract: a fixture missing a field the server sends
// (the team logos were, issue #12 §1) does not compile.
import type { LivingEntry, LivingMatch } from '../streams-popup/living-entry';

export const livingMatch = (over: Partial<LivingMatch> = {}): LivingMatch => ({
  matchId: 9, sportType: 2, statusId: 2, matchTime: 0, competitionShortName: 'NBA', homeTeamName: '湖人', awayTeamName: '勇士',
  homeTeamLogo: '/logos/lakers.png', awayTeamLogo: '/logos/warriors.png', ...over,
});

export const livingEntry = (roomId: number, over: Partial<LivingEntry> = {}): LivingEntry => ({
  roomId, roomName: `房间${roomId}`, coverPicture: '', viewCount: 0, setCount: 0, living: true, anchorCustomId: roomId,
  anchorName: `主播${roomId}`, anchorAvatar: '', anchorLevel: 3, anchorIdentify: 0, description: '', match: null, ...over,
});
