// SPEC.md §7 "News": no call is served yet (the news screens come with a later issue, and their calls here
// first: /news/competitions, teams, players, detail, plusReading, hots/list, hots/channel/list, …).
export const NEWS = {} as const;
