// Operators ban and unban live rooms (issue #14, [LR-1]): the room's entry check answers 'illegal' (直播间已封禁)
// and liveInfo stops playing it, from the next request on. There is no operator role in the product, so this is
// an operator's tool on the server's machine, against the server's own database (same DATABASE_URL / DATA_DIR):
//
//   npx tsx server/db/room-ban-cli.ts ban 880001 [--reason 违规内容] [--by 运营]
//   npx tsx server/db/room-ban-cli.ts lift 880001
//   npx tsx server/db/room-ban-cli.ts show 880001
//
// With the embedded PGlite (no DATABASE_URL) stop the server first: PGlite's directory is one process's at a time.
// With PostgreSQL it runs beside the server.
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { banRoom, liftRoomBan, roomBan } from './repositories/room-bans';

function option(args: readonly string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

async function main(args: readonly string[]): Promise<number> {
  const [command, id] = args;
  const roomId = Number(id);
  if (!['ban', 'lift', 'show'].includes(command ?? '') || !Number.isSafeInteger(roomId) || roomId <= 0) {
    console.error('usage: room-ban-cli.ts ban|lift|show <roomId> [--reason text] [--by operator]');
    return 2;
  }
  const { db, description } = await openDatabase(process.env);
  try {
    await migrate(db);
    const now = new Date();
    if (command === 'ban') {
      const done = await banRoom(db, roomId, option(args, 'reason', '违反平台规范'), option(args, 'by', 'operator'), now);
      console.log(done ? `room ${roomId} banned (${description})` : `room ${roomId} was already banned`);
    } else if (command === 'lift') {
      console.log((await liftRoomBan(db, roomId, now)) ? `room ${roomId}: ban lifted` : `room ${roomId} had no ban in force`);
    } else {
      const ban = await roomBan(db, roomId);
      console.log(ban ? `room ${roomId} banned ${ban.createdAt.toISOString()} by ${ban.bannedBy}: ${ban.reason}` : `room ${roomId}: no ban in force`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
