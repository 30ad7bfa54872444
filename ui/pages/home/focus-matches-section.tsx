// Home's 焦点比赛: the day's focus matches (banners of sourceType 20, SPEC.md §3) as collapse panels under 足球 /
// 篮球 tabs (SPEC.md §2 "Home page"). A panel's head is the match — competition, kick-off or status, teams and
// score; opened, it shows the match's banner, 比赛详情 (the match centre, in a new tab) and its article (前瞻 before
// the final whistle, 战报 after). The first panel of a tab starts open; one is open at a time.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { localClock, statusText } from '../../../engine/core';
import { OWN_TAB_LINK } from '../../app/own-tab';
import { SectionCard } from '../../components/section-card/section-card';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import { TabBar } from '../../components/tab-bar/tab-bar';
import type { LoadHandle } from '../../hooks/use-call';
import { articlePath } from '../news/news-paths';
import { NewsLoadState } from '../news/news-states';
import { HOME_SPORT_TABS } from './home-sport-tabs';
import type { HomeBanner } from './use-home-banners';
import { bySortOrder, FOCUS_SOURCE } from './use-home-banners';
import styles from './home-banners.module.css';

type FocusMatch = NonNullable<HomeBanner['match']>;

function Panel({ banner, match, sport, open, onToggle }: {
  readonly banner: HomeBanner; readonly match: FocusMatch; readonly sport: Sport; readonly open: boolean; readonly onToggle: () => void;
}) {
  const started = match.homeScore >= 0;
  const panelId = `focus-panel-${match.matchId}`;
  return (
    <li className={styles.panel} data-testid="focus-panel" data-match-id={match.matchId} data-open={open}>
      <h3 className={styles.panelHeading}>
        <button type="button" className={styles.panelHead} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.panelMeta}>{match.competitionName} · {started ? statusText(sport, match.statusId) : localClock(match.matchTime * 1000)}</span>
          <span className={styles.panelTeams}>
            <span className={styles.home}>{match.homeTeamName}</span>
            <span className={styles.score}>{started ? `${match.homeScore}-${match.awayScore}` : 'VS'}</span>
            <span className={styles.away}>{match.awayTeamName}</span>
          </span>
        </button>
      </h3>
      <div id={panelId} className={styles.panelBody} hidden={!open}>
        <img className={styles.panelImage} src={banner.bannerPath} alt={banner.title} />
        <p className={styles.panelLinks}>
          <a href={matchDetailUrl(match.matchId, sport)} {...OWN_TAB_LINK} data-testid="focus-match-centre">比赛详情</a>
          <Link to={articlePath(match.viewId)} data-testid="focus-article">{match.viewId[1] === 'r' ? '赛后战报' : '赛前前瞻'}</Link>
        </p>
      </div>
    </li>
  );
}

function Panels({ banners, sport }: { readonly banners: readonly HomeBanner[]; readonly sport: Sport }) {
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  const focus = banners.filter((b): b is HomeBanner & { match: FocusMatch } => b.sourceType === FOCUS_SOURCE && b.sourceValue === sport && b.match !== null).sort(bySortOrder);
  if (focus.length === 0) return <p className={styles.empty} data-testid="focus-empty">暂无焦点比赛</p>;
  const open = openId === undefined ? focus[0].match.matchId : openId;
  return (
    <ul className={styles.panels} data-testid="focus-panels" data-sport={sport}>
      {focus.map((b) => (
        <Panel key={b.bannerId} banner={b} match={b.match} sport={sport} open={open === b.match.matchId} onToggle={() => setOpenId(open === b.match.matchId ? null : b.match.matchId)} />
      ))}
    </ul>
  );
}

export function FocusMatchesSection({ banners }: { readonly banners: LoadHandle<readonly HomeBanner[]> }) {
  const [sport, setSport] = useState<Sport>('football');
  return (
    <SectionCard title="焦点比赛" tools={<TabBar label="焦点比赛项目" items={HOME_SPORT_TABS} selected={sport} onSelect={setSport} variant="pill" />}>
      <NewsLoadState load={banners.load} label="焦点比赛加载中" missing="暂无焦点比赛" lines={4} onRetry={banners.retry}>
        {(all) => <Panels key={sport} banners={all} sport={sport} />}
      </NewsLoadState>
    </SectionCard>
  );
}
