// One scheme in a list: the anchor (their record one click away) with their tags and figures, each pick — match,
// market and pick, line, odds at writing (and the closing odds once locked) —, the status, and 查看详情.
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { AnchorFigures, AnchorTags } from './anchor-figures';
import type { Card, Item, Scheme } from './forecast-text';
import {
  anchorRecordUrl, closingText, forecastDetailUrl, itemResultText, kickOffText, lineText, marketLabel, oddsText, pickLabel, statusText,
} from './forecast-text';
import styles from './forecast.module.css';

export function PickLine({ item, showResult }: { readonly item: Item; readonly showResult: boolean }) {
  const line = lineText(item.market, item.line);
  const closing = closingText(item);
  return (
    <li className={styles.pick} data-testid="scheme-pick">
      <span className={styles.pickMatch}>
        <span className={styles.muted}>{item.competitionName}</span>
        <span>{item.homeTeamName} VS {item.awayTeamName}</span>
        <span className={styles.muted}>{kickOffText(item.matchTime)}</span>
      </span>
      <span className={styles.pickChoice}>
        <span className={styles.market}>{marketLabel(item.sportType, item.market)}</span>
        <strong>{pickLabel(item.market, item.pick, item.homeTeamName, item.awayTeamName)}</strong>
        {line && <span>{line}</span>}
        <span className={styles.odds}>@{oddsText(item.odds)}</span>
        {closing && <span className={styles.muted} data-testid="closing-odds">{closing}</span>}
        {showResult && <span className={item.isFinish && item.isHit ? styles.hit : styles.muted}>{itemResultText(item)}</span>}
      </span>
    </li>
  );
}

export function StatusBadge({ scheme }: { readonly scheme: Pick<Scheme, 'status' | 'outcome'> }) {
  const s = statusText(scheme);
  return <span className={`${styles.status} ${styles[s.tone]}`} data-testid="scheme-status" data-status={s.tone}>{s.text}</span>;
}

export function SchemeCard({ card }: { readonly card: Card }) {
  const { scheme: s, figures } = card;
  return (
    <article className={styles.card} data-testid="scheme-card" data-scheme-id={s.schemeId}>
      <header className={styles.cardHead}>
        <Link to={anchorRecordUrl(s.anchor.customerId)} className={styles.anchor}>
          <UserAvatar nickname={s.anchor.nickname} avatar={s.anchor.avatar} size="sm" />
          {/* Named by what it shows, then where it leads (WCAG 2.5.3: the visible name inside the accessible one). */}
          <span className={styles.anchorName}>{s.anchor.nickname}</span><span className="visually-hidden">的预测战绩</span>
        </Link>
        <AnchorTags figures={figures} />
        <StatusBadge scheme={s} />
      </header>
      <ul className={styles.picks}>{s.items.map((i) => <PickLine key={`${i.sportType}-${i.matchId}`} item={i} showResult={s.status === 'graded'} />)}</ul>
      {s.items.length > 1 && <p className={styles.muted}>{s.items.length}串1 · 组合赔率 {oddsText(s.combinedOdds)}</p>}
      <p className={styles.reasoning}>{s.reasoning}</p>
      <footer className={styles.cardFoot}>
        <AnchorFigures figures={figures} compact />
        <Link className={styles.detailLink} to={forecastDetailUrl(s.schemeId)}>查看详情</Link>
      </footer>
    </article>
  );
}
