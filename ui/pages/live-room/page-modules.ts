// The two pages of /liveRoom as chunks of their own, named once: the route renders them lazily, the early start
// (start-early.ts) and the lists' warm-up (ui/app/route-warmup.ts) ask for them ahead of the render.
export const liveRoomPageModule = () => import('./live-room-page');
export const matchCentrePageModule = () => import('../match-centre/match-centre-page');
