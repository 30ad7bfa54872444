// Local midnight for the views [LS-2] [LS-3], computed here at the edge: the core never asks the machine for its
// timezone. The browser's own zone by default; tests pass core's shanghaiMidnight (the product's day).

/** Local midnight (ms) of the day `now` falls in. */
export type DayStartOf = (now: number) => number;

/** The runtime's timezone (the browser's, in the worker). */
export const localDayStart: DayStartOf = (now) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};
