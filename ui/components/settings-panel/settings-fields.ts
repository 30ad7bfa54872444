// The settings panel's fields as data (SPEC.md §3 "User settings" [GN-6]): a football section, a basketball
// section (each with its goal tip, prompt range and display boxes [LS-10]), and the settings both sports share
// (sound, vibration, rankings, sort direction [LS-5], pinning [LS-6], local kick-off times [LS-2]).
import type { Settings, Sport } from '../../../engine/core';

/** The settings that are on/off switches. */
export type SwitchKey = { [K in keyof Settings]-?: Settings[K] extends boolean ? K : never }[keyof Settings];
/** The settings chosen from a short list. */
export type ChoiceKey = 'promptRange' | 'basketballPromptRange' | 'sortDirection';

export interface SwitchField {
  readonly kind: 'switch';
  readonly key: SwitchKey;
  readonly label: string;
}

export interface ChoiceField {
  readonly kind: 'choice';
  readonly key: ChoiceKey;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export type SettingsField = SwitchField | ChoiceField;

export interface SettingsSection {
  readonly id: Sport | 'common';
  readonly title: string;
  readonly fields: readonly SettingsField[];
  /** The sport whose display boxes (全部, 完场, 进行中, 未开赛) the section holds [LS-10]. */
  readonly display?: Sport;
}

/** promptRange: pop up for every match ('all', the default [GN-6]) or only followed ones. */
export const PROMPT_RANGES = [
  { value: 'all', label: '全部' },
  { value: 'followed', label: '关注' },
] as const;

/** [LS-5] */
export const SORT_DIRECTIONS = [
  { value: 'order', label: '正序' },
  { value: 'reverse', label: '倒序' },
] as const;

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'football',
    title: '足球',
    display: 'football',
    fields: [
      { kind: 'switch', key: 'goalTip', label: '进球提示' },
      { kind: 'choice', key: 'promptRange', label: '提示范围', options: PROMPT_RANGES },
      { kind: 'switch', key: 'cardShow', label: '红黄牌' },
    ],
  },
  {
    id: 'basketball',
    title: '篮球',
    display: 'basketball',
    fields: [
      { kind: 'switch', key: 'basketballGoalTip', label: '得分提示' }, // a basketball score is no goal: its pop-up says 得分
      { kind: 'choice', key: 'basketballPromptRange', label: '提示范围', options: PROMPT_RANGES },
    ],
  },
  {
    id: 'common',
    title: '通用',
    fields: [
      { kind: 'switch', key: 'audioTip', label: '声音' },
      { kind: 'switch', key: 'vibrationTip', label: '震动' },
      { kind: 'switch', key: 'rankingShow', label: '排名' },
      { kind: 'choice', key: 'sortDirection', label: '排序方式', options: SORT_DIRECTIONS },
      { kind: 'switch', key: 'showTop', label: '置顶' }, // pin/unpin offered on the rows only when on [LS-6]
      // Kick-off times in the browser's own zone rather than Beijing time; the days stay Beijing's [LS-2].
      { kind: 'switch', key: 'localTime', label: '本地时间' },
    ],
  },
];
