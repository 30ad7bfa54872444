// The match hover card [LS-14]: the incident timeline (goals, cards, substitutions with minute and side; a
// basketball card's latest text live) and the statistics bars, shown beside its row (use-hover-trigger.ts) and
// kept inside the viewport (place-card.ts). Loading, then the data or 暂无数据. Portalled to <body>: rows are
// virtualised and clip nothing this way. The pointer passes through the card (it never holds the rows under it),
// except over its competition name, a link to the competition's page (issue #21) that the row gives it.
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Sport } from '../../../engine/core';
import { EMPTY_LIST_TEXT } from '../../../engine/core';
import { cssVars } from '../../design/css-vars';
import { IncidentIcon } from './incident-icon';
import type { Placement } from './place-card';
import { placeCard } from './place-card';
import type { StatBar } from './stat-bars';
import { statBars } from './stat-bars';
import type { TimelineItem } from './timeline-items';
import { basketballTimeline, footballTimeline } from './timeline-items';
import type { HoverAnchor } from './use-hover-trigger';
import type { DetailView } from './use-match-detail';
import { useMatchDetail } from './use-match-detail';
import styles from './hover-card.module.css';

/** The card cannot scroll (the pointer passes through it): a long match shows its latest events. */
export const MAX_EVENTS = 8;

export interface MatchHoverCardProps {
  readonly id: string;
  readonly sport: Sport;
  readonly matchId: number;
  readonly homeName: string;
  readonly awayName: string;
  readonly anchor: HoverAnchor;
  /** A match that went on: its final line (120分钟[3-3]，点球[4-2]) or the shoot-out's score (点球 4-2). */
  readonly summary?: string;
  /** The competition's name, as the row's link to its page (the one part of the card the pointer can use). */
  readonly competition?: ReactNode;
}

function Timeline({ items }: { readonly items: readonly TimelineItem[] }) {
  return (
    <ol className={styles.timeline} data-testid="hover-timeline">
      {items.map((item) => (
        <li key={item.key} className={`${styles.event} ${styles[item.side]}`} data-side={item.side} data-kind={item.kind}>
          <span className={styles.minute}>{item.minute}</span>
          <IncidentIcon kind={item.kind} />
          <span className={styles.eventText}>
            <span className={styles.visuallyHidden}>{item.side === 'home' ? '主队' : item.side === 'away' ? '客队' : ''}{item.label} </span>
            {item.text}
            {item.score && <span className={styles.eventScore}> {item.score}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Bars({ bars }: { readonly bars: readonly StatBar[] }) {
  return (
    <ul className={styles.stats} data-testid="hover-stats">
      {bars.map((bar) => (
        <li key={bar.type} className={styles.stat} data-stat={bar.type}>
          <span className={styles.statValues}>
            <span>{bar.home}</span>
            <span className={styles.statLabel}>{bar.label}</span>
            <span>{bar.away}</span>
          </span>
          <span className={styles.bar} style={cssVars({ '--home-share': `${(bar.homeShare * 100).toFixed(1)}%` })} aria-hidden="true">
            <span className={styles.barHome} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function CardBody({ sport, view }: { readonly sport: Sport; readonly view: DetailView }) {
  if (view.status === 'loading') return <p className={styles.note} data-testid="hover-loading">加载中…</p>;
  const items = view.status === 'ready'
    ? (sport === 'football' ? footballTimeline(view.data.incidents).slice(-MAX_EVENTS) : basketballTimeline(view.data.tlive, MAX_EVENTS))
    : [];
  const bars = view.status === 'ready' ? statBars(sport, view.data.stats) : [];
  if (items.length === 0 && bars.length === 0) return <p className={styles.note} data-testid="hover-empty">{EMPTY_LIST_TEXT}</p>;
  return (
    <>
      {items.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{sport === 'football' ? '比赛事件' : '文字直播'}</h3>
          <Timeline items={items} />
        </section>
      )}
      {bars.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>技术统计</h3>
          <Bars bars={bars} />
        </section>
      )}
    </>
  );
}

export function MatchHoverCard({ id, sport, matchId, homeName, awayName, anchor, summary, competition }: MatchHoverCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const view = useMatchDetail(sport, matchId);
  const [place, setPlace] = useState<Placement>();
  // Placed after every render: the card grows when its data lands (the data is read here for that).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const next = placeCard(anchor.row, { width: el.offsetWidth, height: el.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, anchor.x);
    if (!place || next.left !== place.left || next.top !== place.top || next.maxHeight !== place.maxHeight) setPlace(next);
  });
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={styles.card}
      data-testid="hover-card"
      data-match-id={matchId}
      style={cssVars({ '--card-left': `${place?.left ?? 0}px`, '--card-top': `${place?.top ?? 0}px`, '--card-max-height': place ? `${place.maxHeight}px` : 'none', '--card-visibility': place ? 'visible' : 'hidden' })}
    >
      {competition && <p className={styles.competition} data-testid="hover-competition">{competition}</p>}
      <header className={styles.header}>
        <span className={styles.team}>{homeName}</span>
        <span className={styles.vs}>VS</span>
        <span className={styles.team}>{awayName}</span>
      </header>
      {summary && <p className={styles.summary} data-testid="hover-summary">{summary}</p>}
      <CardBody sport={sport} view={view} />
    </div>,
    document.body,
  );
}
