// A sport's live list from the engine: subscribes today's view — or today's followed matches, the 关注 view [LS-9] —
// under the active tab (anew on a tab change, closed on unmount), shows the skeleton until the first patch, 暂无数据
// when the view is empty [LS-11], and otherwise the rows virtualised over the page's scroll — dividers as rows of
// their own, each match row on its own row proxy. Home's focus list (list 'focus', trimmed [LS-4]) lays its few rows
// out in flow, in a narrower column, instead (`compact`).
import type { ReactNode } from 'react';
import { useMemo, useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Section, Sport, ViewRow } from '../../../../engine/core';
import type { ViewStore } from '../../../engine-client';
import { useEngineView, useViewOrder, useViewReady } from '../../../engine-client';
import { cssVars } from '../../../design/css-vars';
import { EmptyState } from '../../../components/feedback-state/empty-state';
import { useKickOffZoneLabel } from '../../../live/kick-off-zone';
import { BasketballRowView } from './basketball-row';
import { FootballRowView } from './football-row';
import styles from './live-list.module.css';
import { pageEngine } from './page-engine';
import { PinProvider } from './pin-context';
import { useListFilter } from '../use-list-filter';
import { useOpenMark } from '../../../perf/open-marks';
import { SECTION_LABELS } from './section-label';
import { useDocumentOffset } from './use-document-offset';

/** Fixed heights (px), matched by the CSS module. */
export const ROW_HEIGHT: Readonly<Record<Sport, number>> = { football: 52, basketball: 84 };
export const DIVIDER_HEIGHT = 36;

/** Rows the virtualiser renders beyond the viewport, each way. */
const OVERSCAN = 8;

/**
 * The list entries one screen of `viewportHeight` px can show (every entry as short as a divider), with the
 * overscan: what the engine's first patch carries (SubscribeOptions.firstRows), so the first screen paints at once.
 */
export function firstScreenRows(sport: Sport, viewportHeight: number): number {
  return Math.ceil(Math.max(viewportHeight, 0) / Math.min(ROW_HEIGHT[sport], DIVIDER_HEIGHT)) + OVERSCAN;
}

/**
 * Which of the engine's lists: today's, home's focus list (trimmed [LS-4]), today's followed matches (the 关注 view), or
 * another day's (`day`: a date whose list was loaded into the engine, day-list/day-list-panel.tsx) [LS-9].
 */
export type LiveListKind = 'today' | 'focus' | 'followed' | 'day';

/**
 * `compact`: for a short list in a narrow column (home's focus list: at most 11 rows a section [LS-4]) — rows in the
 * page's flow, not virtualised, in narrower columns.
 */
export function LiveList({ sport, tab, list = 'today', day, skeleton, compact = false }: {
  readonly sport: Sport; readonly tab: string; readonly list?: LiveListKind; readonly day?: string; readonly skeleton: ReactNode; readonly compact?: boolean;
}) {
  const client = useMemo(() => pageEngine(), []);
  // [FT-3] [LS-7] The saved filter (debounced; not on the 关注 view); undefined until the local items are read.
  const saved = useListFilter(client, sport);
  const competitionIds = list === 'followed' ? null : saved;
  // The virtualised list's first screen comes in the first patch, the rest after it (the flow rows are few).
  const firstRows = useMemo(() => (compact ? undefined : firstScreenRows(sport, window.innerHeight)), [compact, sport]);
  const options = useMemo(() => ({
    sport, list, tab, ...(day && { day }), ...(competitionIds && { competitionIds }), ...(firstRows && { firstRows }),
  }), [sport, list, tab, day, competitionIds, firstRows]);
  const view = useEngineView(client, options);
  // Until the new tab's (or list's, or filter's) view answers, the old one (closed) would show stale rows.
  if (saved === undefined || view === null || ('store' in view && (view.options.sport !== sport || view.options.tab !== tab || view.options.list !== list
    || view.options.day !== day || String(view.options.competitionIds ?? '') !== String(competitionIds ?? '')))) return skeleton;
  if (!('store' in view)) return <EmptyState text={`列表暂不可用（${view.reason}）`} />;
  return <PinProvider client={client}><ViewRows store={view.store} sport={sport} skeleton={skeleton} compact={compact} /></PinProvider>;
}

function ViewRows({ store, sport, skeleton, compact }: {
  readonly store: ViewStore; readonly sport: Sport; readonly skeleton: ReactNode; readonly compact: boolean;
}) {
  const ready = useViewReady(store);
  const order = useViewOrder(store);
  useOpenMark('content-committed', ready && order.length > 0);
  if (!ready) return skeleton;
  if (order.length === 0) return <EmptyState />;
  return compact ? <FlowRows store={store} sport={sport} order={order} /> : <VirtualRows store={store} sport={sport} order={order} />;
}

function Divider({ section }: { readonly section: Section }) {
  return <div className={styles.divider} role="separator" data-testid="list-divider" data-section={section}>{SECTION_LABELS[section]}</div>;
}

function FlowRows({ store, sport, order }: { readonly store: ViewStore; readonly sport: Sport; readonly order: readonly ViewRow[] }) {
  const Row = sport === 'football' ? FootballRowView : BasketballRowView;
  return (
    <div className={`${styles.list} ${styles.compact}`}>
      {sport === 'football' && <FootballHeader />}
      <div data-testid="live-list">
        {order.map((row) => (row.kind === 'divider'
          ? <div key={`d:${row.section}`} className={styles.flowSlot} style={cssVars({ '--slot-height': `${DIVIDER_HEIGHT}px` })}><Divider section={row.section} /></div>
          : <Row key={row.id} store={store} id={row.id} />))}
      </div>
    </div>
  );
}

function VirtualRows({ store, sport, order }: { readonly store: ViewStore; readonly sport: Sport; readonly order: readonly ViewRow[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  // Followed, not read once: the carousel loads above the list after it mounted and moves it down.
  const scrollMargin = useDocumentOffset(listRef);
  const rowHeight = ROW_HEIGHT[sport];
  const virtualizer = useWindowVirtualizer({
    count: order.length,
    estimateSize: (index) => (order[index]?.kind === 'divider' ? DIVIDER_HEIGHT : rowHeight),
    getItemKey: (index) => {
      const row = order[index];
      return row.kind === 'divider' ? `d:${row.section}` : row.id;
    },
    overscan: OVERSCAN,
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
              {row.kind === 'divider' ? <Divider section={row.section} /> : <Row store={store} id={row.id} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function FootballHeader() {
  const zone = useKickOffZoneLabel(); // kick-off times in Beijing time say so where the browser is elsewhere [LS-12]
  return (
    <div className={`${styles.footballRow} ${styles.header}`} aria-hidden="true">
      <span>赛事</span><span data-testid="time-heading">{zone || '时间'}</span><span>状态</span>
      <span className={styles.home}>主队</span><span className={styles.center}>比分</span><span>客队</span>
      <span>半场</span><span>角球</span><span className={styles.center}>直播</span><span className={styles.center}>操作</span>
    </div>
  );
}
