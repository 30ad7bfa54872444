// /footballPlayerDetail/{id}, /basketballPlayerDetail/{id} (SPEC.md §2): a player — name, shirt number, position and
// team (to its page), his season statistics and his matches with his line in each. The title is the player's name.
import { Link, useParams } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { usePageTitle } from '../../app/page-title';
import { NameBadge } from '../../components/badge/name-badge';
import { TeamBadge } from '../../components/badge/team-badge';
import { Container } from '../../components/container/container';
import type { DataAnswer } from './data-calls';
import { indexPath, linkable, routeId, teamPath } from './data-paths';
import { SPORT_DATA_NAME } from './data-index-page';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import { positionName } from './team-page';
import { useDataLoad } from './use-data-load';
import { PlayerStats } from './player-stats';

type Info = DataAnswer<'playerInfo'>;

function Player({ sport, info }: { readonly sport: Sport; readonly info: Info }) {
  usePageTitle(info.name);
  return (
    <>
      <div className={`${styles.hero} ${styles[sport]}`}>
        <Container className={styles.heroInner}>
          <NameBadge name={info.name} shape="circle" size="lg" decorative />
          <div className={styles.heroText}>
            <nav className={styles.crumbs} aria-label="位置">
              <Link to={indexPath(sport)}>{SPORT_DATA_NAME[sport]}</Link>
              {linkable(info.team.teamId) && <> / <Link to={teamPath(sport, info.team.teamId)}>{info.team.name}</Link></>}
            </nav>
            <h1 className={styles.heroTitle} data-testid="player-name">{info.name}</h1>
            <p className={styles.heroLine}>{info.number > 0 && `${info.number}号 · `}{positionName(sport, info.position)}</p>
          </div>
        </Container>
      </div>
      <Container className={styles.page}>
        <section className={styles.card} aria-label="球员资料">
          <header className={styles.cardHead}><h2 className={styles.cardTitle}>球员资料</h2></header>
          <dl className={styles.facts} data-testid="player-facts">
            <div><dt>姓名</dt><dd>{info.name}</dd></div>
            <div><dt>号码</dt><dd>{info.number > 0 ? info.number : '-'}</dd></div>
            <div><dt>位置</dt><dd>{positionName(sport, info.position) || '-'}</dd></div>
            <div>
              <dt>所属球队</dt>
              <dd>
                <span className={styles.teamCell}>
                  <TeamBadge name={info.team.name} logo={info.team.logo || undefined} size="sm" decorative />
                  {linkable(info.team.teamId) ? <Link to={teamPath(sport, info.team.teamId)} className={styles.teamLink} data-testid="player-team">{info.team.name}</Link> : info.team.name}
                </span>
              </dd>
            </div>
          </dl>
        </section>
        <PlayerStats sport={sport} playerId={info.playerId} />
      </Container>
    </>
  );
}

export function PlayerPage({ sport }: { readonly sport: Sport }) {
  const playerId = routeId(useParams().competeId);
  const { load, retry } = useDataLoad(sport, 'playerInfo', playerId === null ? null : { playerId });
  return (
    <div data-testid="player-page" data-sport={sport}>
      {load.status === 'ready' ? <Player sport={sport} info={load.data} /> : (
        <Container className={styles.page}>
          <section className={styles.card}><LoadState load={load} label="球员加载中" missing="球员不存在" onRetry={retry}>{() => null}</LoadState></section>
        </Container>
      )}
    </div>
  );
}
