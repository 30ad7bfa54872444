// The 显示 boxes of the settings panel [LS-10]: 全部, 完场, 进行中, 未开赛 per sport, kept consistent with the engine's
// display filter (engine/core/views/display-filter.ts): allDisplayed on shows every match, whatever the other flags
// say; off, each flag shows its own status group and the 'other' group (postponed, cancelled …) is hidden.
// So 全部 is the "all of them" box: ticking it ticks every box, unticking it unticks every box, and it is ticked
// exactly when 完场, 进行中 and 未开赛 all are — then the 'other' matches show as well.
import type { Settings, Sport } from '../../../engine/core';

export type DisplayBox = 'allDisplayed' | 'completed' | 'inProgress' | 'noStart';

export const DISPLAY_BOXES: readonly { readonly box: DisplayBox; readonly label: string }[] = [
  { box: 'allDisplayed', label: '全部' },
  { box: 'completed', label: '完场' },
  { box: 'inProgress', label: '进行中' },
  { box: 'noStart', label: '未开赛' },
];

type FlagKey = keyof Pick<Settings,
  'allDisplayed' | 'completed' | 'InProgress' | 'noStart'
  | 'basketballAllDisplayed' | 'basketballCompleted' | 'basketballInProgress' | 'basketballNoStart'>;

/** Which setting each box writes (SPEC.md §3 names the football ones; basketball's carry a prefix). */
export const DISPLAY_KEYS: Readonly<Record<Sport, Readonly<Record<DisplayBox, FlagKey>>>> = {
  football: { allDisplayed: 'allDisplayed', completed: 'completed', inProgress: 'InProgress', noStart: 'noStart' },
  basketball: {
    allDisplayed: 'basketballAllDisplayed', completed: 'basketballCompleted',
    inProgress: 'basketballInProgress', noStart: 'basketballNoStart',
  },
};

const GROUP_BOXES = ['completed', 'inProgress', 'noStart'] as const;

/** The boxes as they act: under allDisplayed every group shows, so every box reads ticked. */
export function displayBoxes(settings: Settings, sport: Sport): Readonly<Record<DisplayBox, boolean>> {
  const keys = DISPLAY_KEYS[sport];
  const all = settings[keys.allDisplayed];
  return {
    allDisplayed: all,
    completed: all || settings[keys.completed],
    inProgress: all || settings[keys.inProgress],
    noStart: all || settings[keys.noStart],
  };
}

/** The settings patch for ticking (`on`) or unticking one box; all four flags are written, always consistent. */
export function displayBoxPatch(settings: Settings, sport: Sport, box: DisplayBox, on: boolean): Partial<Settings> {
  const keys = DISPLAY_KEYS[sport];
  const next = box === 'allDisplayed'
    ? { completed: on, inProgress: on, noStart: on }
    : { ...pickGroups(displayBoxes(settings, sport)), [box]: on };
  const all = GROUP_BOXES.every((b) => next[b]);
  return {
    [keys.allDisplayed]: all,
    [keys.completed]: next.completed,
    [keys.inProgress]: next.inProgress,
    [keys.noStart]: next.noStart,
  };
}

function pickGroups(boxes: Readonly<Record<DisplayBox, boolean>>): Record<(typeof GROUP_BOXES)[number], boolean> {
  return { completed: boxes.completed, inProgress: boxes.inProgress, noStart: boxes.noStart };
}
