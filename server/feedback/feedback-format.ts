// One line per record for the operator CLI (feedback-cli.ts).
import type { ComplaintRecord, FeedbackRecord } from '../db/repositories/feedback';
import { reasonLabel } from './report-reasons';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const proofs = (list: readonly string[]) => (list.length ? ` [${list.length} 图: ${list.join(' ')}]` : '');

export function formatFeedback(f: FeedbackRecord): string {
  return `#${f.id} ${f.createdAt.toISOString()} user ${f.userId}: ${oneLine(f.desc)}${proofs(f.proofList)}`;
}

export function formatComplaint(c: ComplaintRecord): string {
  const target = c.targetId === 0 ? '平台' : `account ${c.targetId}`;
  const reasons = c.reasonList.map(reasonLabel).join('、');
  return `#${c.id} ${c.createdAt.toISOString()} user ${c.userId} → ${target} (${reasons})${c.desc ? `: ${oneLine(c.desc)}` : ''}${proofs(c.proofList)}`;
}
