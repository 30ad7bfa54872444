// Home's banners, one /banner/search for both sections: the official picks (sourceType 10) for 官方推荐 and the
// focus matches (sourceType 20, by sourceValue football / basketball) for 焦点比赛 (SPEC.md §3 "Banner").
import type { CallAt, DataOf } from '../../api';
import type { LoadHandle } from '../../hooks/use-call';
import { useCall } from '../../hooks/use-call';

export type HomeBanner = DataOf<CallAt<'/banner/search'>>[number];
export const OFFICIAL_SOURCE = 10;
export const FOCUS_SOURCE = 20;

export function useHomeBanners(): LoadHandle<readonly HomeBanner[]> {
  return useCall('/banner/search', {});
}

export const bySortOrder = (a: HomeBanner, b: HomeBanner) => a.sortOrder - b.sortOrder || a.bannerId - b.bannerId;
