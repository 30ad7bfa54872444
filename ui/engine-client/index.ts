// The page's engine client: start the worker, subscribe views, read rows and triggers in React.
export { EngineClient, MAX_RESUBSCRIBES } from './engine-client';
export type { EngineView, MatchWatch, PatchApplied, RoomWatch, SubscribeRefusal } from './engine-client';
export { startEngine } from './start-engine';
export { liveStartOptions } from './engine-boot';
export { TriggerQueue } from './trigger-queue';
export type { QueuedTrigger } from './trigger-queue';
export { useEngineView } from './use-engine-view';
export { useTriggers } from './use-triggers';
export { useViewOrder } from './use-view-order';
export { useViewReady } from './use-view-ready';
export { useViewRow } from './use-view-row';
export { ViewStore } from './view-store';
export type { ViewState } from './view-store';
export { MatchDetailStore } from './match-detail-store';
export { useMatchDetail } from './use-match-detail';
export { LOADING_ROOM, RoomStore } from './room-store';
export type { RoomView } from './room-store';
export { useRoomWatch } from './use-room-watch';
