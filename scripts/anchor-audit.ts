// The operator's anchor audit (issue #14), on the server's database (DATABASE_URL, else the PGlite under DATA_DIR;
// stop the server first when it is PGlite: one process holds an embedded database):
//   npx tsx scripts/anchor-audit.ts list
//   npx tsx scripts/anchor-audit.ts pass <userId> [--by <name>]
//   npx tsx scripts/anchor-audit.ts reject <userId> <reason…> [--by <name>]
//   npx tsx scripts/anchor-audit.ts code <inviter…> [--days <n>]   an invitation code (verifyAnchorCode), 30 days
// Set ANCHOR_AUTO_REVIEW_MS=off on the server to leave every decision to this tool.
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { decide, waiting } from '../server/anchors/operator';
import { DEFAULT_CODE_DAYS, issueAnchorCode } from '../server/anchors/anchor-codes';

async function issueCode(inviter: string, days: number): Promise<number> {
  if (!inviter.trim() || !Number.isInteger(days) || days < 1) {
    console.error('usage: anchor-audit.ts code <inviter…> [--days <n ≥ 1>]');
    return 2;
  }
  const { db } = await openDatabase(process.env, () => {});
  try {
    await migrate(db);
    const { code, expiresAt } = await issueAnchorCode(db, inviter, Date.now(), days);
    console.log(`${code}\t${inviter.trim()}\tvalid until ${expiresAt.toISOString()}`);
    return 0;
  } finally {
    await db.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const daysAt = argv.indexOf('--days');
  const days = daysAt >= 0 ? Number(argv[daysAt + 1]) : DEFAULT_CODE_DAYS;
  if (daysAt >= 0) argv = [...argv.slice(0, daysAt), ...argv.slice(daysAt + 2)];
  if (argv[0] === 'code') return issueCode(argv.slice(1).join(' '), days);
  const byAt = argv.indexOf('--by');
  const reviewer = byAt >= 0 ? argv[byAt + 1] ?? 'operator' : process.env.USER || 'operator';
  const args = byAt >= 0 ? [...argv.slice(0, byAt), ...argv.slice(byAt + 2)] : [...argv];
  const [command, id, ...reason] = args;
  if (!['list', 'pass', 'reject'].includes(command ?? '') || (command !== 'list' && !/^\d+$/.test(id ?? ''))) {
    console.error('usage: anchor-audit.ts list | pass <userId> | reject <userId> <reason…>  [--by <name>]');
    return 2;
  }
  const { db, description } = await openDatabase(process.env, () => {});
  try {
    await migrate(db);
    if (command === 'list') {
      const rows = await waiting(db, Date.now());
      console.log(`${description}: ${rows.length} application(s) waiting`);
      for (const r of rows) console.log(`${r.userId}\t${r.realName}\t${r.idNumberMasked}\t${r.submittedAt.toISOString()}`);
      return 0;
    }
    const decision = command === 'pass' ? { pass: true as const } : { pass: false as const, reason: reason.join(' ') };
    const outcome = await decide(db, Number(id), decision, reviewer, Date.now());
    console.log(outcome === 'decided' ? `user ${id}: ${command === 'pass' ? 'passed' : 'rejected'}` : `user ${id}: ${outcome === 'none' ? 'no application' : 'not waiting'}`);
    return outcome === 'decided' ? 0 : 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
