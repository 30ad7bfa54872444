// The words on a demo room's test card: the room, the match (competition, teams), its running score and clock,
// as the feed has them now. Pure: the state and the feed's time come in; the pusher rewrites the card's text file
// when this changes, and ffmpeg's drawtext (reload=1) shows it from the next frame.
import type { LiveState } from '../../engine/core/model';
import { currentScore } from '../../engine/core/scores';
import { statusGroup, statusText } from '../../engine/core/status';
import { footballMinute } from '../../engine/core/rules/live-minute';

const two = (n: number) => String(n).padStart(2, '0');

/** Line width on the card in full-width characters (30 px font, 560 px of room): a longer line is cut with '…'. */
const MAX_WIDTH = 18;

function fit(line: string): string {
  let width = 0;
  let out = '';
  for (const ch of line) {
    width += ch.codePointAt(0)! < 0x2e80 ? 0.55 : 1;
    if (width > MAX_WIDTH) return `${out}…`;
    out += ch;
  }
  return out;
}

/** The card's lines; undefined when the room is not in the state. */
export function demoCardText(state: LiveState, roomId: number, feedNow: number): string | undefined {
  const room = state.rooms[roomId];
  if (!room) return undefined;
  const lines = [room.roomName || `直播间 ${roomId}`, `主播 ${room.anchor.name}`];
  const sport = state[room.sport];
  const match = sport.matches[room.matchId];
  if (match) {
    const home = sport.teams[match.homeTeamId]?.name ?? '主队';
    const away = sport.teams[match.awayTeamId]?.name ?? '客队';
    const competition = sport.competitions[match.competitionId]?.shortName ?? '';
    const group = statusGroup(room.sport, match.statusId);
    const score = group === 'no_start' ? 'vs' : `${currentScore(room.sport, match.homeScores)} - ${currentScore(room.sport, match.awayScores)}`;
    let clock = statusText(room.sport, match.statusId, match.ncaa);
    if (room.sport === 'football' && group === 'going') {
      const minute = footballMinute(match, feedNow).text;
      if (minute) clock = `${clock} ${minute}`;
    } else if (room.sport === 'basketball' && group === 'going' && match.clockSeconds > 0) {
      clock = `${clock} ${two(Math.floor(match.clockSeconds / 60))}:${two(match.clockSeconds % 60)}`;
    }
    if (competition) lines.push(competition);
    lines.push(`${home}  ${score}  ${away}`, clock);
  }
  lines.push('演示视频 · 测试信号');
  return lines.map(fit).join('\n');
}
