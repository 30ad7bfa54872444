// The page a click is about to open, warmed on pointerdown (or hover) of its link: its chunk is imported in this
// tab, so the new tab the click opens (SPEC.md §2: the match centre and rooms open in new tabs) reads the chunk and
// its dependencies from the browser's cache instead of the network, and Vite's import helper links the chunk's
// dependencies as modulepreload here. Once per page kind and tab; a failed warm-up is forgotten (the open fetches).
import { liveRoomPageModule, matchCentrePageModule } from '../pages/live-room/page-modules';

export type WarmKind = 'match-centre' | 'live-room';
export type WarmLoaders = Readonly<Record<WarmKind, () => Promise<unknown>>>;

const PAGE_LOADERS: WarmLoaders = { 'match-centre': matchCentrePageModule, 'live-room': liveRoomPageModule };
const warmed = new Set<WarmKind>();

/** Which page of ours `href` opens, when it is one worth warming. */
export function warmKindOf(href: string): WarmKind | null {
  const url = new URL(href, 'http://localhost');
  if (url.pathname !== '/liveRoom') return null;
  if (url.searchParams.has('roomId')) return 'live-room';
  return url.searchParams.has('detail') ? 'match-centre' : null;
}

/** Starts loading the chunk of the page `href` opens (nothing when it was warmed already). */
export function warmRoute(href: string, loaders: WarmLoaders = PAGE_LOADERS): void {
  const kind = warmKindOf(href);
  if (kind === null || warmed.has(kind)) return;
  warmed.add(kind);
  void loaders[kind]().catch(() => { warmed.delete(kind); });
}

/** Spread on a link or opener of `href`: the warm-up on hover and on pointerdown (a touch has no hover). */
export const warmOn = (href: string) => ({ onPointerEnter: () => warmRoute(href), onPointerDown: () => warmRoute(href) });

/** For tests: forgets what was warmed. */
export function resetWarmedRoutes(): void {
  warmed.clear();
}
