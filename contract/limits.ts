// The business limits a call's schema holds and the page needs too (SPEC.md §9). No TypeBox here: the page
// imports these values, and this file keeps the schema library out of its bundle.

/** [AU-6] interests max 10. */
export const MAX_INTERESTS = 10;
/** Anchor search pages of 10. */
export const PRE_SEARCH_LIMIT = 10;
/** [FL-5] follow list pages of 100: the list ends with a page shorter than that. */
export const FOLLOW_PAGE_SIZE = 100;
/** /v1/living/recommend and /anchor/top: showCount 1–50. */
export const MAX_SHOW_COUNT = 50;
/** [AN-6] anchor search pages of 10 (SPEC.md §9, from page 1). */
export const SEARCH_PAGE_SIZE = 10;
/** Our cap on a search keyword: room names and nicknames are short, and a long pattern only costs the server. */
export const MAX_SEARCH_KEYWORD = 30;
/** [SH-4] home's live list pages of 10 (SPEC.md §9). */
export const LIVE_PAGE_SIZE = 10;
/** Live-room chat: SPEC.md §9 text limit 300 characters (engine/core/room CHAT_TEXT_MAX is the same number). */
export const CHAT_TEXT_MAX_LENGTH = 300;
/** muteCustomer minutes: up to a week. */
export const MAX_MUTE_MINUTES = 7 * 24 * 60;
/** Private messages (contract/private-messages.ts): a history page; the text limit is SPEC.md §9's 300, as chat. */
export const PRIVATE_HISTORY_PAGE_SIZE = 20;
