import type { Sport } from '../../../engine/core';
import type { TabItem } from '../../components/tab-bar/tab-bar';

/** The football/basketball switch of home's sections. */
export const HOME_SPORT_TABS: readonly TabItem<Sport>[] = [
  { id: 'football', label: '足球' },
  { id: 'basketball', label: '篮球' },
];
