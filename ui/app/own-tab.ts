// The product's own new tabs (SPEC.md §2: 比赛详情, live rooms, anchors' profiles, /anchorStart open in new tabs),
// opened with their opener kept: the new tab stays in this tab's browsing-context group, which the browser keeps
// in the same renderer process, so it starts with this tab's warm memory cache and compiled scripts, and reaches
// the one shared engine (the socket, the day already folded) at once. `noopener` put each in a fresh group — a
// new process booted from nothing, its open slower by the process's start. Only for pages of this origin: a
// document or a site of anyone else's still opens with `noopener` (the footer's documents, face verification).

/** Opens `href`, one of our pages, in a new tab of this tab's group. */
export function openOwnTab(href: string): void {
  window.open(href, '_blank');
}

/** Spread on an `<a>` to one of our pages that opens in a new tab: the same group as openOwnTab's. */
export const OWN_TAB_LINK = { target: '_blank', rel: 'opener' } as const;
