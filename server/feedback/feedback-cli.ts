// Operators read what users sent (意见反馈 and 投诉, migration 009_feedback.sql): there is no operator screen in the
// product, so this runs on the server's machine against the server's own database (same DATABASE_URL / DATA_DIR):
//
//   npx tsx server/feedback/feedback-cli.ts feedback [--limit 50]
//   npx tsx server/feedback/feedback-cli.ts complaints [--limit 50] [--target <customerId>]   (0: the platform)
//
// With the embedded PGlite (no DATABASE_URL) stop the server first: PGlite's directory is one process's at a time.
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { listComplaints, listFeedback } from '../db/repositories/feedback';
import { formatComplaint, formatFeedback } from './feedback-format';

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(args: readonly string[]): Promise<number> {
  const [command] = args;
  const limit = Number(option(args, 'limit') ?? 50);
  const target = option(args, 'target');
  const targetId = target === undefined ? undefined : Number(target);
  if (!['feedback', 'complaints'].includes(command ?? '') || !Number.isSafeInteger(limit) || limit <= 0
    || (targetId !== undefined && (!Number.isSafeInteger(targetId) || targetId < 0))) {
    console.error('usage: feedback-cli.ts feedback|complaints [--limit n] [--target customerId]');
    return 2;
  }
  const { db, description } = await openDatabase(process.env);
  try {
    await migrate(db);
    const lines = command === 'feedback'
      ? (await listFeedback(db, limit)).map(formatFeedback)
      : (await listComplaints(db, limit, targetId)).map(formatComplaint);
    console.log(`${lines.length} ${command} (${description}), newest first`);
    for (const line of lines) console.log(line);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
