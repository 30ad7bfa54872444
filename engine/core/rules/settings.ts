// User settings (SPEC.md §3 "User settings"): the values the derived views and rules read. The worker keeps and
// persists them; the core only takes them as an argument.

/** [LS-5] 'order' lists each section by kick-off, 'reverse' the other way round. */
export type SortDirection = 'order' | 'reverse';

export interface Settings {
  /** Football goal pop-up [GN-6]. */
  readonly goalTip: boolean;
  readonly promptRange: string;
  /** Basketball goal pop-up and row highlight [GN-5] [GN-6]. */
  readonly basketballGoalTip: boolean;
  readonly basketballPromptRange: string;
  readonly audioTip: boolean;
  readonly vibrationTip: boolean;
  /** Team league ranking beside the name. */
  readonly rankingShow: boolean;
  /** Red and yellow cards beside the name. */
  readonly cardShow: boolean;
  readonly sortDirection: SortDirection;
  /** Display flags [LS-10]; SPEC.md names the football ones, the basketball ones carry a `basketball` prefix. */
  readonly allDisplayed: boolean;
  readonly completed: boolean;
  readonly InProgress: boolean;
  readonly noStart: boolean;
  readonly basketballAllDisplayed: boolean;
  readonly basketballCompleted: boolean;
  readonly basketballInProgress: boolean;
  readonly basketballNoStart: boolean;
  /** [LS-6] The lists offer pin/unpin (置顶 / 取消置顶); pinned matches stay on top either way. */
  readonly showTop: boolean;
  /** Kick-off times in the browser's own zone instead of Beijing time (the day stays the Beijing day) [LS-2]. */
  readonly localTime: boolean;
}

/** SPEC.md §3 defaults: every flag on, promptRange 'all', sortDirection 'order' [GN-6] [LS-5] [LS-10]; showTop on [LS-6]; kick-off
 *  times in Beijing time (localTime off). */
export const DEFAULT_SETTINGS: Settings = {
  goalTip: true,
  promptRange: 'all',
  basketballGoalTip: true,
  basketballPromptRange: 'all',
  audioTip: true,
  vibrationTip: true,
  rankingShow: true,
  cardShow: true,
  sortDirection: 'order',
  allDisplayed: true,
  completed: true,
  InProgress: true,
  noStart: true,
  basketballAllDisplayed: true,
  basketballCompleted: true,
  basketballInProgress: true,
  basketballNoStart: true,
  showTop: true,
  localTime: false,
};
