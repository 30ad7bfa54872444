// Trimming of the home 'today's focus' list [LS-4]. Decision: every non-empty section opens with its divider
// [LS-2], so the rows before the first divider are the pinned block; it keeps at most 10 rows, and each section
// at most 11 match rows (the divider is not counted). Other lists are not trimmed.
import type { ListKind } from './view-spec';

export const FOCUS_SECTION_LIMIT = 11; // [LS-4]
export const FOCUS_LEAD_LIMIT = 10; // [LS-4] before the first divider

export interface Limits {
  readonly lead: number;
  readonly section: number;
}

const UNTRIMMED: Limits = { lead: Infinity, section: Infinity };
const FOCUS: Limits = { lead: FOCUS_LEAD_LIMIT, section: FOCUS_SECTION_LIMIT };

export function limitsOf(list: ListKind): Limits {
  return list === 'focus' ? FOCUS : UNTRIMMED;
}
