// The documents behind the footer's and the login dialog's links (SPEC.md §3 "Link item": 1 beginner-anchor guide,
// 3 live agreement, 4 user agreement, 5 privacy policy), from /v1/link/query. Kept in localStorage (SPEC.md §3
// "Locally kept": agreement links), so a click opens the page at once, inside the click (a tab opened after an
// answer arrives is a pop-up that browsers block).
import type { LinkType } from '../../app/shell-requests';

export const LINKS_KEY = 'agreementLinks';

export type LinkPaths = Readonly<Partial<Record<LinkType, string>>>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Only paths under our own origin ('/docs/…'): a link list must not send a visitor elsewhere. */
const isOwnPath = (path: unknown): path is string => typeof path === 'string' && /^\/(?!\/)[^\s\\]*$/.test(path);

/** /v1/link/query's answer [{linkType, linkPath}] as a map; anything malformed is left out. */
export function linkPathsOf(items: unknown): LinkPaths {
  if (!Array.isArray(items)) return {};
  const out: Partial<Record<LinkType, string>> = {};
  for (const item of items as { linkType?: unknown; linkPath?: unknown }[]) {
    const type = item?.linkType;
    if ((type === 1 || type === 3 || type === 4 || type === 5) && isOwnPath(item.linkPath)) out[type] = item.linkPath;
  }
  return out;
}

export function readKeptLinks(storage: StorageLike | undefined): LinkPaths {
  try {
    const raw = storage?.getItem(LINKS_KEY);
    return raw ? linkPathsOf(Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([t, p]) => ({ linkType: Number(t), linkPath: p }))) : {};
  } catch {
    return {};
  }
}

export function keepLinks(links: LinkPaths, storage: StorageLike | undefined): void {
  try {
    storage?.setItem(LINKS_KEY, JSON.stringify(links));
  } catch {
    // storage blocked or full: the next click asks the server again
  }
}
