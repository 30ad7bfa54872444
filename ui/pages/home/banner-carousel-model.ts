// Home's 官方推荐 carousel [SH-6] (SPEC.md §9): banners in groups of 3; the highlighted banner moves to the next of its
// group every 3 s, and the group changes every 9 s — after its third step, whatever its size (a short last group
// keeps its last banner highlighted to the end of its 9 s). Pure: a step is a tick of the page's Scheduler.
export const GROUP_SIZE = 3;
export const ITEM_SWITCH_MS = 3000;
export const GROUP_SWITCH_MS = GROUP_SIZE * ITEM_SWITCH_MS;

export interface CarouselPosition {
  readonly group: number;
  /** 0 … GROUP_SIZE − 1: the step within the group's 9 s. */
  readonly slot: number;
}

export const START: CarouselPosition = { group: 0, slot: 0 };

export function groupsOf<T>(items: readonly T[], size = GROUP_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The position one item switch (3 s) later: the next slot, or the next group's first after the third. */
export function step(p: CarouselPosition, groupCount: number): CarouselPosition {
  if (groupCount <= 0) return START;
  if (p.slot + 1 < GROUP_SIZE) return { group: p.group % groupCount, slot: p.slot + 1 };
  return { group: (p.group + 1) % groupCount, slot: 0 };
}

/** The banner highlighted: the slot's, or the group's last when it has fewer. */
export function activeIndex(p: CarouselPosition, groupLength: number): number {
  return Math.max(0, Math.min(p.slot, groupLength - 1));
}
