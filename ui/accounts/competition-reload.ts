// [AU-8] After login the competition category list is reloaded for the sport in the page path; SPEC.md §4 adds that
// token presence loads the lists of both sports. The server has no category endpoint yet (§7 comp/category,
// queryCompetitionTabs), and the lists that show categories are another step's: so this is the hook they use —
// a 'qiusai:competition-reload' event on window with the sports to reload, like the shell's requests.
import type { Sport } from '../../engine/core';
import { SPORTS } from '../../engine/core';

export const COMPETITION_RELOAD_EVENT = 'qiusai:competition-reload';

export interface CompetitionReload {
  readonly sports: readonly Sport[];
}

/** [AU-8] The sport the path names (/basketball, /basketballMatchData/…), else both (home, score site …). */
export function sportsToReload(pathname: string): readonly Sport[] {
  const path = pathname.toLowerCase();
  if (path.includes('basketball')) return ['basketball'];
  if (path.includes('football')) return ['football'];
  return SPORTS;
}

export function requestCompetitionReload(sports: readonly Sport[], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<CompetitionReload>(COMPETITION_RELOAD_EVENT, { detail: { sports } }));
}

export function onCompetitionReload(handler: (reload: CompetitionReload) => void, target: EventTarget = window): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<CompetitionReload>).detail);
  target.addEventListener(COMPETITION_RELOAD_EVENT, listener);
  return () => target.removeEventListener(COMPETITION_RELOAD_EVENT, listener);
}
