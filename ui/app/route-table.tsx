// Every route of SPEC.md §2 as data [SH-1]. A page that a later issue builds is added here by setting its
// `element`; until then its path shows the not-found page, while its login requirement [AU-11] already holds.
//
// Login: SPEC.md §2 says "routes not marked as no-login redirect to /", but only /teamDetailHistory carries that
// mark, while §1 ("visitors browse without logging in") and §6 (guests browse match lists, live rooms, pages) say
// the opposite for everything else. *Decision*: the routes the table marks "login needed" require login — /about,
// /anchorCertification, /anchorStart, /individualCenter — and every other route is open to guests.
import type { AppRoute } from './app-route';
import { DATA } from './data-route-pages';
import { lazyPage } from './lazy-page';

// Each page is a chunk of its own (a lazyPage: every route's page is one), loaded for the route a tab opens on before
// the first render (preload-route.ts) and otherwise when its route is first shown: the start-up script is then the
// shell's, evaluated in one task, and the page's code in another (no long task after first paint).
const HomePage = lazyPage(() => import('../pages/home/home-page').then((m) => ({ default: m.HomePage })));
const FootballPage = lazyPage(() => import('../pages/football/football-page').then((m) => ({ default: m.FootballPage })));
const BasketballPage = lazyPage(() => import('../pages/basketball/basketball-page').then((m) => ({ default: m.BasketballPage })));
const LiveRoomRoute = lazyPage(() => import('../pages/live-room/live-room-route').then((m) => ({ default: m.LiveRoomRoute })));
const PersonalHomepagePage = lazyPage(() => import('../pages/personal-homepage/personal-homepage-page').then((m) => ({ default: m.PersonalHomepagePage })));
const AnchorCertificationPage = lazyPage(() => import('../pages/anchor-certification/anchor-certification-page').then((m) => ({ default: m.AnchorCertificationPage })));
const AnchorStartPage = lazyPage(() => import('../pages/anchor-start/anchor-start-page').then((m) => ({ default: m.AnchorStartPage })));
const TeamHistoryPage = lazyPage(() => import('../pages/team-history/team-history-page').then((m) => ({ default: m.TeamHistoryPage })));
const DownloadPage = lazyPage(() => import('../pages/download/download-page').then((m) => ({ default: m.DownloadPage })));
const ForecastPage = lazyPage(() => import('../pages/forecast/forecast-page').then((m) => ({ default: m.ForecastPage })));
const ForecastDetailPage = lazyPage(() => import('../pages/forecast/forecast-detail-page').then((m) => ({ default: m.ForecastDetailPage })));
const MatchEventsPage = lazyPage(() => import('../pages/match-events/match-events-page').then((m) => ({ default: m.MatchEventsPage })));
const AboutPage = lazyPage(() => import('../pages/about/about-page').then((m) => ({ default: m.AboutPage })));
const InformationCentrePage = lazyPage(() => import('../pages/news/information-centre-page').then((m) => ({ default: m.InformationCentrePage })));
const ArticlePage = lazyPage(() => import('../pages/news/article-page').then((m) => ({ default: m.ArticlePage })));
const IndividualCenterPage = lazyPage(() => import('../pages/individual-center/individual-center-page').then((m) => ({ default: m.IndividualCenterPage })));

export const ROUTES: readonly AppRoute[] = [
  { path: '/', requiresLogin: false, element: <HomePage /> },
  { path: '/football', title: '足球直播', requiresLogin: false, element: <FootballPage /> },
  { path: '/basketball', title: '篮球直播', requiresLogin: false, element: <BasketballPage /> },
  // ?sport=&market=&scope=&anchorId= (the list's filters, an anchor's record)
  { path: '/forecast', title: '专家预测', requiresLogin: false, element: <ForecastPage /> },
  // ?schemeId=
  { path: '/forecastDetail', title: '预测详情', requiresLogin: false, element: <ForecastDetailPage /> },
  { path: '/about', requiresLogin: true, element: <AboutPage /> },
  // ?roomId= a stream room; ?detail=&SportType=[&tab=lineup] the match centre
  { path: '/liveRoom', requiresLogin: false, element: <LiveRoomRoute /> },
  { path: '/anchorCertification', requiresLogin: true, element: <AnchorCertificationPage /> },
  { path: '/anchorStart', requiresLogin: true, opensInNewTab: true, element: <AnchorStartPage /> },
  // ?type=n, &customerId= another user's centre or customer-service chat
  { path: '/individualCenter', requiresLogin: true, element: <IndividualCenterPage /> },
  { path: '/matchEvents', title: '即时比分', requiresLogin: false, element: <MatchEventsPage /> },
  // ?customId=
  { path: '/personalHomepage', requiresLogin: false, opensInNewTab: true, element: <PersonalHomepagePage /> },
  { path: '/downLoad', requiresLogin: false, element: <DownloadPage /> }, // ?platform=android|ios (the app QR codes)
  { path: '/footballMatchData', requiresLogin: false, element: <DATA.footballIndex /> },
  { path: '/footballMatchData/matchDetail/:competeId', requiresLogin: false, element: <DATA.footballCompetition /> },
  { path: '/basketballMatchData', requiresLogin: false, element: <DATA.basketballIndex /> },
  { path: '/basketballMatchData/matchDetail/:competeId', requiresLogin: false, element: <DATA.basketballCompetition /> },
  { path: '/footballTeamDetail/:competeId', requiresLogin: false, element: <DATA.footballTeam /> },
  { path: '/basketballTeamDetail/:teamId', requiresLogin: false, element: <DATA.basketballTeam /> },
  { path: '/teamDetailHistory/:matchId', requiresLogin: false, element: <TeamHistoryPage /> },
  { path: '/footballPlayerDetail/:competeId', requiresLogin: false, element: <DATA.footballPlayer /> },
  { path: '/basketballPlayerDetail/:competeId', requiresLogin: false, element: <DATA.basketballPlayer /> },
  { path: '/dynamicDetail/:viewId', requiresLogin: false, element: <ArticlePage /> },
  { path: '/informationCentre', requiresLogin: false, element: <InformationCentrePage /> }, // ?channel=
];
