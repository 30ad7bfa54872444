// Home's live rooms [SH-4]: /v1/living/home in pages of 10 (more as the expanded list scrolls), and a refresh of
// the pages held every 30 s (our pace: the server's list follows the feed's stream starts and closes), so a room
// whose stream closed leaves the list and the selection falls back to the first room (SPEC.md §4, live-rows.ts).
// Silent: a failure leaves what is shown (the hero says 暂无直播 when there is nothing).
import { useCallback, useEffect, useRef, useState } from 'react';
import { callJson } from '../../api';
import type { DataOf, CallAt } from '../../api/calls';
import { useAccounts } from '../../accounts/use-accounts';
import { LIVE_PAGE_SIZE } from '../../../contract/limits';
import { useScheduler } from '../../time/scheduler-context';

export type LiveRoomEntry = DataOf<CallAt<'/v1/living/home'>>['items'][number];

export const REFRESH_MS = 30_000;

export interface HomeLives {
  /** undefined until the first page answered. */
  readonly rooms: readonly LiveRoomEntry[] | undefined;
  readonly loading: boolean;
  readonly finished: boolean;
  loadMore(): void;
}

export function useHomeLives(): HomeLives {
  const { api } = useAccounts();
  const [rooms, setRooms] = useState<readonly LiveRoomEntry[]>();
  const [loading, setLoading] = useState(false);
  const [finished, setFinished] = useState(false);
  const pages = useRef(0);
  const busy = useRef(false);
  const scheduler = useScheduler();

  const fetchPage = useCallback((pageNum: number) => callJson(api, '/v1/living/home', { pageNum, pageSize: LIVE_PAGE_SIZE }, { silent: true }), [api]);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    const pageNum = pages.current + 1;
    void fetchPage(pageNum).then((answer) => {
      busy.current = false;
      setLoading(false);
      if (!answer.ok) return;
      pages.current = pageNum;
      setRooms((held) => dedupe([...(pageNum === 1 ? [] : held ?? []), ...answer.data.items]));
      setFinished(answer.data.items.length < LIVE_PAGE_SIZE || pageNum * LIVE_PAGE_SIZE >= answer.data.total);
    });
  }, [fetchPage]);

  useEffect(() => {
    loadMore();
    const timer = scheduler.setInterval(() => {
      if (busy.current || pages.current === 0) return;
      busy.current = true;
      const held = pages.current;
      void Promise.all(Array.from({ length: held }, (_, i) => fetchPage(i + 1))).then((answers) => {
        busy.current = false;
        if (!answers.every((a) => a.ok)) return;
        const items = answers.flatMap((a) => (a.ok ? a.data.items : []));
        setRooms(dedupe(items));
        const last = answers[answers.length - 1];
        setFinished(last.ok && (last.data.items.length < LIVE_PAGE_SIZE || held * LIVE_PAGE_SIZE >= last.data.total));
      });
    }, REFRESH_MS);
    return () => scheduler.clearInterval(timer);
  }, [fetchPage, loadMore, scheduler]);

  return { rooms, loading, finished, loadMore };
}

/** A room once (a page boundary can move between two requests as viewer counts change). */
function dedupe(items: readonly LiveRoomEntry[]): LiveRoomEntry[] {
  const seen = new Set<number>();
  return items.filter((e) => !seen.has(e.roomId) && (seen.add(e.roomId), true));
}
