// The information centre's side column: 热门资讯 (/news/hots/list, the hottest first), 今日赛事 (/news/matches: the
// day's matches with their 前瞻 / 战报 and the match centre) and 今日球星 (/news/players: the day's scorers).
import { Link } from 'react-router-dom';
import { localClock } from '../../../engine/core';
import { OWN_TAB_LINK } from '../../app/own-tab';
import { useCall } from './news-calls';
import { articlePath, newsMatchPath } from './news-paths';
import { NewsLoadState } from './news-states';
import styles from './news.module.css';

/** A match of the side list: its kick-off (Beijing time) before it starts, its score after. */
function scoreText(m: { readonly homeScore: number; readonly awayScore: number; readonly matchTime: number }): string {
  return m.homeScore < 0 ? localClock(m.matchTime * 1000) : `${m.homeScore}-${m.awayScore}`;
}

export function HotList({ sportType }: { readonly sportType?: 1 | 2 }) {
  const { load, retry } = useCall('/news/hots/list', sportType ? { sportType, size: 10 } : { size: 10 });
  return (
    <section className={styles.card} aria-labelledby="news-hot-title" data-testid="news-hot">
      <header className={styles.cardHead}><h2 className={styles.cardTitle} id="news-hot-title">热门资讯</h2></header>
      <NewsLoadState load={load} label="热门资讯加载中" missing="暂无资讯" empty="暂无资讯" isEmpty={(d) => d.length === 0} onRetry={retry}>
        {(items) => (
          <ol className={styles.rankList}>
            {items.map((item, i) => (
              <li key={item.viewId} className={styles.rankItem}>
                <span className={styles.rank}>{i + 1}</span>
                <Link to={articlePath(item.viewId)}>{item.title}</Link>
              </li>
            ))}
          </ol>
        )}
      </NewsLoadState>
    </section>
  );
}

export function TodayMatches({ sportType }: { readonly sportType?: 1 | 2 }) {
  const { load, retry } = useCall('/news/matches', sportType ? { sportType } : {});
  return (
    <section className={styles.card} aria-labelledby="news-matches-title" data-testid="news-matches">
      <header className={styles.cardHead}><h2 className={styles.cardTitle} id="news-matches-title">今日赛事</h2></header>
      <NewsLoadState load={load} label="今日赛事加载中" missing="暂无数据" isEmpty={(d) => d.length === 0} onRetry={retry}>
        {(matches) => (
          <div>
            {matches.slice(0, 8).map((m) => (
              <div key={`${m.sportType}:${m.matchId}`} className={styles.matchRow} data-testid="news-match">
                <span className={styles.matchComp}>{m.competitionName}</span>
                <span className={styles.home}>{m.homeTeam.name}</span>
                <span className={styles.score}>{scoreText(m)}</span>
                <span className={styles.away}>{m.awayTeam.name}</span>
                <span className={styles.matchLinks}>
                  {m.reportId && <Link to={articlePath(m.reportId)}>战报</Link>}
                  {m.previewId && <Link to={articlePath(m.previewId)}>前瞻</Link>}
                  <a href={newsMatchPath(m.sportType, m.matchId)} {...OWN_TAB_LINK}>比赛详情</a>
                </span>
              </div>
            ))}
          </div>
        )}
      </NewsLoadState>
    </section>
  );
}

export function TopPlayers({ sportType }: { readonly sportType?: 1 | 2 }) {
  const { load, retry } = useCall('/news/players', sportType ? { sportType, size: 8 } : { size: 8 });
  return (
    <section className={styles.card} aria-labelledby="news-players-title" data-testid="news-players">
      <header className={styles.cardHead}><h2 className={styles.cardTitle} id="news-players-title">今日球星</h2></header>
      <NewsLoadState load={load} label="今日球星加载中" missing="暂无数据" isEmpty={(d) => d.length === 0} onRetry={retry}>
        {(players) => (
          <ol className={styles.rankList}>
            {players.map((p, i) => (
              <li key={`${p.viewId}:${p.playerName}`} className={styles.rankItem}>
                <span className={styles.rank}>{i + 1}</span>
                <Link to={articlePath(p.viewId)}>
                  {p.playerName}（{p.teamName}）{p.sportType === 1 ? `${p.value}球` : `${p.value}分`}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </NewsLoadState>
    </section>
  );
}
