// One article in a list: a cover drawn in its competition's colour with the two teams, the title to the article,
// its summary, and its kind, competition (to the competition's page) and time.
import { Link } from 'react-router-dom';
import { TeamBadge } from '../../components/badge/team-badge';
import { cssVars } from '../../design/css-vars';
import type { NewsItemView } from './news-calls';
import { articlePath, newsCompetitionPath } from './news-paths';
import { KIND_LABEL, publishText } from './news-time';
import styles from './news.module.css';

export function NewsMeta({ item }: { readonly item: NewsItemView }) {
  return (
    <p className={styles.meta}>
      <span className={`${styles.tag} ${item.kind === 'report' ? styles.report : ''}`}>{KIND_LABEL[item.kind]}</span>
      <Link to={newsCompetitionPath(item.sportType, item.competitionId)}>{item.competitionName}</Link>
      <time dateTime={new Date(item.publishTime * 1000).toISOString()}>{publishText(item.publishTime)}</time>
    </p>
  );
}

/** `compact`: no cover (a side column's list, where the text needs the width). */
export function NewsCard({ item, compact = false }: { readonly item: NewsItemView; readonly compact?: boolean }) {
  return (
    <li className={`${styles.item} ${compact ? styles.compact : ''}`} data-testid="news-item" data-view-id={item.viewId}>
      {!compact && <Link to={articlePath(item.viewId)} className={styles.cover} style={cssVars({ '--cover-color': item.color })} tabIndex={-1} aria-hidden="true">
        <TeamBadge name={item.homeTeam.name} logo={item.homeTeam.logo} size="md" decorative />
        <span className={styles.coverVs}>VS</span>
        <TeamBadge name={item.awayTeam.name} logo={item.awayTeam.logo} size="md" decorative />
      </Link>}
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}><Link to={articlePath(item.viewId)}>{item.title}</Link></h3>
        <p className={styles.itemSummary}>{item.summary}</p>
        <NewsMeta item={item} />
      </div>
    </li>
  );
}
