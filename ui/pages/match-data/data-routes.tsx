// The 资料库's route elements, one per route of SPEC.md §2 (the sport bound), loaded as one chunk with the pages.
import { CompetitionPage } from './competition-page';
import { DataIndexPage } from './data-index-page';
import { PlayerPage } from './player-page';
import { TeamPage } from './team-page';

export const FootballDataIndex = () => <DataIndexPage sport="football" />;
export const BasketballDataIndex = () => <DataIndexPage sport="basketball" />;
export const FootballCompetition = () => <CompetitionPage sport="football" />;
export const BasketballCompetition = () => <CompetitionPage sport="basketball" />;
export const FootballTeam = () => <TeamPage sport="football" />;
export const BasketballTeam = () => <TeamPage sport="basketball" />;
export const FootballPlayer = () => <PlayerPage sport="football" />;
export const BasketballPlayer = () => <PlayerPage sport="basketball" />;
