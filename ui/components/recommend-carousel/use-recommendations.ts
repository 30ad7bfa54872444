// The carousel's data [AN-1]: /v1/living/recommend for the page's sport, and /anchor/top only when that has fewer
// than three entries. Silent: a failure leaves the carousel empty (暂无数据), never a toast.
import { startTransition, useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { SPORT_TYPE } from '../../../engine/core';
import type { JsonPath } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { entriesOf, livingsOf } from '../streams-popup/living-entry';
import type { CarouselContent } from './carousel-model';
import { carouselContent, needsTopAnchors } from './carousel-model';

export const RECOMMEND_PATH = '/v1/living/recommend' satisfies JsonPath;
export const TOP_ANCHORS_PATH = '/anchor/top' satisfies JsonPath;
export const SHOW_COUNT = 12;

export function useRecommendations(sport: Sport): CarouselContent | undefined {
  const { api } = useAccounts();
  const [content, setContent] = useState<CarouselContent>();
  useEffect(() => {
    let live = true;
    const body = { showCount: SHOW_COUNT, sportType: SPORT_TYPE[sport] };
    void (async () => {
      const recommended = await callJson(api, RECOMMEND_PATH, body, { silent: true });
      const livings = recommended.ok ? livingsOf(recommended.data) : { livings: [], previews: [] };
      let top: ReturnType<typeof entriesOf> = [];
      if (needsTopAnchors(livings)) {
        const answer = await callJson(api, TOP_ANCHORS_PATH, body, { silent: true });
        top = answer.ok ? entriesOf(answer.data?.anchors) : [];
      }
      // A transition: its first render (up to SHOW_COUNT cards, avatars and all) arrives while the page is still
      // starting; as a transition React renders it in short slices instead of one long task (issue #4 §4).
      if (live) startTransition(() => setContent(carouselContent(livings, top)));
    })();
    return () => { live = false; };
  }, [api, sport]);
  return content;
}
