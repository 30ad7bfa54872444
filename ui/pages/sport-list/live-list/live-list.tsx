// A sport's live list from the engine: subscribes today's view — or today's followed matches, the 关注 view [LS-9] —
// under the active tab (anew on a tab change, closed on unmount), shows the skeleton until the first patch, 暂无数据
// when the view is empty [LS-11], and otherwise the rows virtualised over the page's scroll — dividers as rows of
// their own, each match row on its own row proxy.
import type { ReactNode } from 'react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Sport, ViewRow } from '../../../../engine/core';
import type { ViewStore } from '../../../engine-client';
import { useEngineView, useViewOrder } from '../../../engine-client';
import { cssVars } from '../../../design/css-vars';
import { EmptyState } from '../../../components/feedback-state/empty-state';
import { BasketballRowView } from './basketball-row';
import { FootballRowView } from './football-row';
import styles from './live-list.module.css';
import { pageEngine } from './page-engine';
import { SECTION_LABELS } from './section-label';

/** Fixed heights (px), matched by the CSS module. */
export const ROW_HEIGHT: Readonly<Record<Sport, number>> = { football: 52, basketball: 84 };
export const DIVIDER_HEIGHT = 36;

/** Which of the engine's lists: today's, or today's followed matches (the 关注 view) [LS-9]. */
export type LiveListKind = 'today' | 'followed';

export function LiveList({ sport, tab, list = 'today', skeleton }: {
  readonly sport: Sport; readonly tab: string; readonly list?: LiveListKind; readonly skeleton: ReactNode;
}) {
  const client = useMemo(() => pageEngine(), []);
  const options = useMemo(() => ({ sport, list, tab }), [sport, list, tab]);
  const view = useEngineView(client, options);
  // Until the new tab's (or list's) view answers, the old one (closed) would show stale rows.
  if (view === null || ('store' in view && (view.options.tab !== tab || view.options.list !== list))) return skeleton;
  if (!('store' in view)) return <EmptyState text={`列表暂不可用（${view.reason}）`} />;
  return <ViewRows store={view.store} sport={sport} skeleton={skeleton} />;
}

function ViewRows({ store, sport, skeleton }: { readonly store: ViewStore; readonly sport: Sport; readonly skeleton: ReactNode }) {
  const { ready } = useSnapshot(store.state);
  const order = useViewOrder(store);
  if (!ready) return skeleton;
  if (order.length === 0) return <EmptyState />;
  return <VirtualRows store={store} sport={sport} order={order} />;
}

function VirtualRows({ store, sport, order }: { readonly store: ViewStore; readonly sport: Sport; readonly order: readonly ViewRow[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const rowHeight = ROW_HEIGHT[sport];
  const virtualizer = useWindowVirtualizer({
    count: order.length,
    estimateSize: (index) => (order[index]?.kind === 'divider' ? DIVIDER_HEIGHT : rowHeight),
    getItemKey: (index) => {
      const row = order[index];
      return row.kind === 'divider' ? `d:${row.section}` : row.id;
    },
    overscan: 8,
    scrollMargin,
  });
  const Row = sport === 'football' ? FootballRowView : BasketballRowView;
  return (
    <div className={styles.list}>
      {sport === 'football' && <FootballHeader />}
      <div ref={listRef} className={styles.rows} style={cssVars({ '--list-height': `${virtualizer.getTotalSize()}px` })} data-testid="live-list">
        {virtualizer.getVirtualItems().map((item) => {
          const row = order[item.index];
          return (
            <div
              key={item.key}
              className={styles.slot}
              style={cssVars({ '--slot-height': `${item.size}px`, '--slot-y': `${item.start - scrollMargin}px` })}
            >
              {row.kind === 'divider'
                ? <div className={styles.divider} role="separator" data-testid="list-divider" data-section={row.section}>{SECTION_LABELS[row.section]}</div>
                : <Row store={store} id={row.id} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function FootballHeader() {
  return (
    <div className={`${styles.footballRow} ${styles.header}`} aria-hidden="true">
      <span>赛事</span><span>时间</span><span>状态</span>
      <span className={styles.home}>主队</span><span className={styles.center}>比分</span><span>客队</span>
      <span>半场</span><span>角球</span><span className={styles.center}>直播</span><span className={styles.center}>操作</span>
    </div>
  );
}
