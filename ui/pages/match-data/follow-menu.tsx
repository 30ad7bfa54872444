// 我的关注 on the database index: the followed competitions or teams of the sport (赛事 / 球队), then the hot group
// the server names (热门赛事 / 热门球队, ids 9999998 / 9999999 — a menu entry, not something to follow). Every entry
// leads to its page. Logged out: a prompt with 登录.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { CompetitionBadge } from '../../components/badge/competition-badge';
import { TeamBadge } from '../../components/badge/team-badge';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { requestShell } from '../../app/shell-requests';
import type { FollowKind } from './data-follow';
import { competitionPath, linkable, teamPath } from './data-paths';
import styles from './match-data.module.css';
import type { FollowList } from './use-follow-list';
import { useFollowList } from './use-follow-list';

type Item = FollowList['list'][number];

const KINDS = [{ id: 'competition', label: '赛事' }, { id: 'team', label: '球队' }] as const;

function Entry({ sport, kind, item }: { readonly sport: Sport; readonly kind: FollowKind; readonly item: Item }) {
  const id = kind === 'competition' ? item.compId : item.teamId;
  const name = kind === 'competition' ? item.compName : item.teamName;
  const logo = (kind === 'competition' ? item.compLogo : item.teamLogo) || undefined;
  if (!linkable(id)) return null;
  return (
    <li>
      <Link to={kind === 'competition' ? competitionPath(sport, id) : teamPath(sport, id)} className={styles.menuEntry} data-testid="follow-menu-entry">
        {kind === 'competition' ? <CompetitionBadge name={name} logo={logo} size="sm" decorative /> : <TeamBadge name={name} logo={logo} size="sm" decorative />}
        <span className={styles.tileName}>{name}</span>
      </Link>
    </li>
  );
}

function Lists({ sport, kind }: { readonly sport: Sport; readonly kind: FollowKind }) {
  const load = useFollowList(sport, kind);
  if (load.status === 'loggedOut') {
    return (
      <div className={styles.menuNote}>
        <p>登录后查看关注的{kind === 'competition' ? '赛事' : '球队'}</p>
        <button type="button" className={styles.textButton} onClick={() => requestShell({ type: 'login' })}>登录</button>
      </div>
    );
  }
  if (load.status === 'loading') return <p className={styles.menuNote} role="status">加载中…</p>;
  if (load.status !== 'ready') return <p className={styles.menuNote}>加载失败</p>;
  const { list, hot } = load.list;
  return (
    <>
      <h3 className={styles.menuHeading}>我的关注</h3>
      {list.length === 0 ? <p className={styles.menuNote}>暂无数据</p> : (
        <ul className={styles.menuList} data-testid="follow-menu-mine">{list.map((item) => <Entry key={item.followerId ?? `${item.compId}-${item.teamId}`} sport={sport} kind={kind} item={item} />)}</ul>
      )}
      {hot.items.length > 0 && (
        <>
          <h3 className={styles.menuHeading} data-group-id={hot.groupId}>{hot.name}</h3>
          <ul className={styles.menuList} data-testid="follow-menu-hot">{hot.items.map((item) => <Entry key={`${item.compId}-${item.teamId}`} sport={sport} kind={kind} item={item} />)}</ul>
        </>
      )}
    </>
  );
}

export function FollowMenu({ sport }: { readonly sport: Sport }) {
  const [kind, setKind] = useState<FollowKind>('competition');
  return (
    <section className={styles.card} aria-label="关注" data-testid="follow-menu">
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>关注</h2>
        <TabBar label="关注类型" items={KINDS} selected={kind} onSelect={setKind} variant="segmented" />
      </header>
      <div className={styles.cardBody}><Lists sport={sport} kind={kind} /></div>
    </section>
  );
}
