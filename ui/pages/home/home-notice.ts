// The home notice out of /dict/getDictMap's answer {home_notice: [{id, value, label, sort}], …} (SPEC.md §7
// "Common and content"): the items' values in sort order, run together. A malformed answer is undefined (the kept
// notice stays); an empty list is '' (the operator took the notice down).

/** What home asks the dictionary for (SPEC.md §7). */
export const HOME_DICT_TYPES = ['qrCode', 'home_notice', 'domains'] as const;

/** Between two notices in the one scrolling line. */
export const NOTICE_SEPARATOR = '　　';

interface NoticeItem {
  readonly value: string;
  readonly sort: number;
}

const isNoticeItem = (item: unknown): item is NoticeItem => typeof item === 'object' && item !== null
  && typeof (item as NoticeItem).value === 'string';

export function homeNoticeOf(dictMap: unknown): string | undefined {
  if (typeof dictMap !== 'object' || dictMap === null) return undefined;
  const items: unknown = (dictMap as Record<string, unknown>).home_notice;
  if (!Array.isArray(items) || !items.every(isNoticeItem)) return undefined;
  const sortOf = (item: NoticeItem) => (Number.isFinite(item.sort) ? item.sort : 0);
  return [...items].sort((a, b) => sortOf(a) - sortOf(b))
    .map((item) => item.value.trim())
    .filter((value) => value !== '')
    .join(NOTICE_SEPARATOR);
}
