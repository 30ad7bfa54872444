// The complaint reasons (SPEC.md §3 Report reason {id, label, value}; /dict/getFromType {type: reportReason}) [FB-2].
// Fixed here: a complaint stores their ids, so an id keeps its meaning for good (add new ones at the end).
import type { ReportReason } from '../../contract/feedback';

export const REPORT_REASONS: readonly ReportReason[] = [
  { id: 1, label: '色情低俗', value: 'porn' },
  { id: 2, label: '政治敏感', value: 'politics' },
  { id: 3, label: '违法犯罪', value: 'illegal' },
  { id: 4, label: '广告营销', value: 'advertising' },
  { id: 5, label: '侮辱谩骂', value: 'abuse' },
  { id: 6, label: '诈骗', value: 'fraud' },
  { id: 7, label: '侵权', value: 'infringement' },
  { id: 8, label: '其他', value: 'other' },
];

export const reasonLabel = (id: number): string => REPORT_REASONS.find((r) => r.id === id)?.label ?? `#${id}`;
