// A replay's other days [LS-9]: generated from the fixture's own seed and counts (its header names them when
// fixtures/generator made it), with ids moved into a block of their own — the replay plays its recorded day's
// ids on every day, and the recorded date itself may fall inside the window of other days.
import type { Fixture } from '../../engine/wire';
import type { OtherDaySpec } from '../days/other-day-lists';

/** Other days' match ids start here: above every id the generator gives (day number × 10⁶, years ≤ 2200). */
export const OTHER_DAY_ID_OFFSET = 100_000_000_000;

const COUNTS = /\bfootball=(\d+) basketball=(\d+)\b/;

export function replayOtherDays(fixture: Fixture): OtherDaySpec {
  const counts = COUNTS.exec(fixture.header.generator);
  return {
    seed: fixture.header.seed || 'default',
    ...(counts && { football: Number(counts[1]), basketball: Number(counts[2]) }),
    idOffset: OTHER_DAY_ID_OFFSET,
    recordedDate: fixture.header.date,
  };
}
