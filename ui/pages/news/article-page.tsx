// /dynamicDetail/{viewId} (SPEC.md §2): one article — its title (the page's title too), kind, competition and
// time; the scoreboard with both teams (to their team pages), the score or kick-off and 比赛详情 (the match centre,
// in a new tab as match details open everywhere); the text; a report's goals, or a basketball report's periods
// and leaders, or a preview's form and meetings; 延伸阅读 beside it. States: loading, 文章不存在 (an id the day does
// not have, or one that is not an id), failure with 重新加载. The viewId is the URL, so a reload shows the same.
import { Link, useParams } from 'react-router-dom';
import { localClock, shanghaiDate } from '../../../engine/core';
import { OWN_TAB_LINK } from '../../app/own-tab';
import { usePageTitle } from '../../app/page-title';
import { TeamBadge } from '../../components/badge/team-badge';
import { Container } from '../../components/container/container';
import { cssVars } from '../../design/css-vars';
import { ArticleFacts } from './article-facts';
import { NewsCard, NewsMeta } from './news-card';
import type { NewsArticleView } from './news-calls';
import { useCall } from './news-calls';
import { INFORMATION_CENTRE_PATH, newsCompetitionPath, newsMatchPath, newsTeamPath, routeViewId } from './news-paths';
import { NewsLoadState } from './news-states';
import styles from './news.module.css';

function Scoreboard({ a }: { readonly a: NewsArticleView }) {
  const started = a.match.homeScore >= 0;
  const kickOff = a.match.matchTime * 1000;
  return (
    <div className={styles.scoreboard} style={cssVars({ '--cover-color': a.color })} data-testid="article-scoreboard">
      <Link to={newsTeamPath(a.sportType, a.homeTeam.teamId)} className={styles.side} data-testid="article-home-team" data-team-name={a.homeTeam.name}>
        <TeamBadge name={a.homeTeam.name} logo={a.homeTeam.logo} size="lg" decorative />
        {a.homeTeam.name}
      </Link>
      <div className={styles.middle}>
        <span className={styles.bigScore}>{started ? `${a.match.homeScore} - ${a.match.awayScore}` : 'VS'}</span>
        <span>{shanghaiDate(kickOff).slice(5)} {localClock(kickOff)}</span>
        <a className={styles.centreLink} href={newsMatchPath(a.sportType, a.matchId)} {...OWN_TAB_LINK} data-testid="article-match-centre">比赛详情</a>
      </div>
      <Link to={newsTeamPath(a.sportType, a.awayTeam.teamId)} className={styles.side} data-testid="article-away-team" data-team-name={a.awayTeam.name}>
        <TeamBadge name={a.awayTeam.name} logo={a.awayTeam.logo} size="lg" decorative />
        {a.awayTeam.name}
      </Link>
    </div>
  );
}

function PlusReading({ viewId }: { readonly viewId: string }) {
  const { load, retry } = useCall('/news/plusReading', { viewId, size: 6 });
  return (
    <section className={styles.card} aria-labelledby="plus-reading-title" data-testid="plus-reading">
      <header className={styles.cardHead}><h2 className={styles.cardTitle} id="plus-reading-title">延伸阅读</h2></header>
      <NewsLoadState load={load} label="延伸阅读加载中" missing="暂无资讯" empty="暂无资讯" isEmpty={(d) => d.length === 0} onRetry={retry}>
        {(items) => <ul className={styles.list}>{items.map((item) => <NewsCard key={item.viewId} item={item} compact />)}</ul>}
      </NewsLoadState>
    </section>
  );
}

function Article({ a }: { readonly a: NewsArticleView }) {
  usePageTitle(a.title);
  return (
    <article className={`${styles.card} ${styles.article}`} data-testid="article" data-view-id={a.viewId}>
      <ol className={styles.crumbs} aria-label="位置">
        <li><Link to={INFORMATION_CENTRE_PATH}>资讯中心</Link></li>
        <li><Link to={newsCompetitionPath(a.sportType, a.competitionId)} data-testid="article-competition">{a.competitionName}</Link></li>
      </ol>
      <h1 className={styles.articleTitle}>{a.title}</h1>
      <NewsMeta item={a} />
      <Scoreboard a={a} />
      <div className={styles.body} data-testid="article-body">
        {a.paragraphs.map((p) => <p key={p}>{p}</p>)}
      </div>
      <ArticleFacts a={a} />
      <p className={styles.tags}>{a.tags.map((t) => <span key={t} className={styles.tag}>{t}</span>)}</p>
    </article>
  );
}

export function ArticlePage() {
  const viewId = routeViewId(useParams().viewId);
  const { load, retry } = useCall('/news/detail', viewId ? { viewId } : null);
  return (
    <Container className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <NewsLoadState load={load} label="文章加载中" missing="文章不存在" onRetry={retry} lines={10}>
            {(a) => <Article a={a} />}
          </NewsLoadState>
        </div>
        <aside className={styles.column} aria-label="延伸阅读">
          {viewId && load.status === 'ready' && <PlusReading viewId={viewId} />}
        </aside>
      </div>
    </Container>
  );
}
