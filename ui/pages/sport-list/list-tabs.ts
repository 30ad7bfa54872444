// The tabs and views of the match list pages [LS-9], typed with the engine's tab ids so the list work can hand
// the selection straight to its view spec.
import type { BasketballTab, FootballTab } from '../../../engine/core';
import type { TabItem } from '../../components/tab-bar/tab-bar';

export const FOOTBALL_LIST_TABS: readonly TabItem<FootballTab>[] = [
  { id: 'all', label: '全部' },
  { id: 'living', label: '直播' },
  { id: 'firstTier', label: '一级' },
  { id: 'athletics', label: '竞足' },
  { id: 'beiDan', label: '北单' },
  { id: 'passLeg', label: '传足' },
];

export const BASKETBALL_LIST_TABS: readonly TabItem<BasketballTab>[] = [
  { id: 'all', label: '全部' },
  { id: 'living', label: '直播' },
  { id: 'firstTier', label: '一级' },
  { id: 'vieBasketball', label: '竞篮' },
];

/** [LS-9] today's list, the future-days and past-days views, and followed matches. */
export type ListView = 'today' | 'future' | 'past' | 'followed';

export const LIST_VIEWS: readonly TabItem<ListView>[] = [
  { id: 'today', label: '即时' },
  { id: 'future', label: '赛程' },
  { id: 'past', label: '赛果' },
  { id: 'followed', label: '关注' },
];

export const isDayView = (view: ListView): view is 'future' | 'past' => view === 'future' || view === 'past';
