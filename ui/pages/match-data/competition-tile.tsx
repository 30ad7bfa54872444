// A competition as the index lists it: its badge and name, leading to its page.
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { CompetitionBadge } from '../../components/badge/competition-badge';
import type { DataAnswer } from './data-calls';
import { competitionPath } from './data-paths';
import styles from './match-data.module.css';

export type DataCompetition = DataAnswer<'compCategory'>['tops'][number];

export function CompetitionTile({ sport, competition }: { readonly sport: Sport; readonly competition: DataCompetition }) {
  return (
    <li>
      <Link to={competitionPath(sport, competition.competitionId)} className={styles.tile} data-testid="competition-tile">
        <CompetitionBadge name={competition.shortName || competition.name} logo={competition.logo || undefined} color={competition.color || undefined} size="md" decorative />
        <span className={styles.tileName}>{competition.shortName || competition.name}</span>
      </Link>
    </li>
  );
}
