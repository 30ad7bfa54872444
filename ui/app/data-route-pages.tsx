// The 资料库's eight routes (route-table.tsx): lazy pages like every route (lazy-page.ts: preloaded for the route a
// tab opens on), all from one chunk (ui/pages/match-data/data-routes.tsx), so moving between the index, a
// competition, a team and a player loads nothing more.
import { lazyPage } from './lazy-page';

type DataRoutes = typeof import('../pages/match-data/data-routes');
const dataRoute = (name: keyof DataRoutes) => lazyPage(() => import('../pages/match-data/data-routes').then((m) => ({ default: m[name] })));

export const DATA = {
  footballIndex: dataRoute('FootballDataIndex'), basketballIndex: dataRoute('BasketballDataIndex'),
  footballCompetition: dataRoute('FootballCompetition'), basketballCompetition: dataRoute('BasketballCompetition'),
  footballTeam: dataRoute('FootballTeam'), basketballTeam: dataRoute('BasketballTeam'),
  footballPlayer: dataRoute('FootballPlayer'), basketballPlayer: dataRoute('BasketballPlayer'),
};
