// The operator's decisions (scripts/anchor-audit.ts): list the waiting applications, pass or reject one with a
// reason (shown to the user as a warning [AN-7]).
import type { Database } from '../db/database';
import type { ApplicationRow } from '../db/repositories/anchor-applications';
import { decideApplication, findApplication, waitingApplications } from '../db/repositories/anchor-applications';

export type Decision = { readonly pass: true } | { readonly pass: false; readonly reason: string };

export async function waiting(db: Database, now: number): Promise<ApplicationRow[]> {
  return waitingApplications(db, new Date(now));
}

/** 'decided', or why not: no application, or it is not waiting (passed or rejected already). */
export async function decide(db: Database, userId: number, decision: Decision, reviewer: string, now: number): Promise<'decided' | 'none' | 'not-waiting'> {
  if (!decision.pass && !decision.reason.trim()) throw new Error('a rejection needs a reason (the user sees it)');
  const app = await findApplication(db, userId);
  if (!app) return 'none';
  const done = await db.transaction((tx) => decideApplication(tx, userId, decision, reviewer, new Date(now)));
  return done ? 'decided' : 'not-waiting';
}
