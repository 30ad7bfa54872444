// The news calls' answers as the pages read them (contract/news.ts, typed through ui/api/calls.ts); the pages
// load them with useCall (hooks/use-call.ts).
import type { CallAt, DataOf } from '../../api';

export type NewsItemView = DataOf<CallAt<'/news/hots/list'>>[number];
export type NewsArticleView = DataOf<CallAt<'/news/detail'>>;
export type NewsChannelView = DataOf<CallAt<'/news/hots/channels'>>[number];
export type NewsMatchView = DataOf<CallAt<'/news/matches'>>[number];
export type NewsPlayerView = DataOf<CallAt<'/news/players'>>[number];

export type { Load, LoadHandle } from '../../hooks/use-call';
export { NOT_FOUND_CODE, useCall } from '../../hooks/use-call';
