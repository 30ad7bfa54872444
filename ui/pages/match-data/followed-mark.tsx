// The mark beside a followed team's name in the match lists (/football, /basketball, /matchEvents): a small star,
// so a fan finds the teams they follow (SPEC.md §7 "Follow of competitions and teams"). Nothing for other teams.
import type { Sport } from '../../../engine/core';
import { Icon } from '../../components/icon/icon';
import styles from './data-links.module.css';
import { useFollowedTeams } from './followed-teams';

export function FollowedTeamMark({ sport, teamId }: { readonly sport: Sport; readonly teamId: number }) {
  const followed = useFollowedTeams(sport);
  if (!followed.has(teamId)) return null;
  return <span className={styles.followedTeam} title="已关注的球队" aria-label="已关注的球队" data-testid="followed-team-mark"><Icon name="star" size={12} /></span>;
}
