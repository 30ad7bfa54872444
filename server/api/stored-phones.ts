// Accounts stored before phones were normalised (issue #11) may carry '086', '0086', a trunk '0' or a number
// no login can reach any more. Once per database, at start-up: each account is moved to its normalised phone.
// When several accounts turn out to be one handset, the one already normalised (else the oldest) keeps the
// number; the others are parked under national code 'dup' (phone '<old code>-<old phone>#<id>'), so nobody
// logs into them by phone again but their rows and follows stay for an operator to merge by hand. Phones that
// do not parse at all are left as they were (unreachable by login, counted in the start-up line).
import { parsePhone } from '../auth/phone';
import type { Database } from '../db/database';
import { getMeta, setMeta } from '../db/repositories/app-state';
import type { StoredPhone } from '../db/repositories/users';
import { lockUserPhones, setUserPhone } from '../db/repositories/users';

const MARKER = 'phones_e164';

export interface PhoneNormalisation {
  /** false when an earlier start did it already. */
  readonly ran: boolean;
  readonly normalised: number;
  /** Accounts parked because another account holds the same handset. */
  readonly parked: readonly number[];
  readonly unreadable: readonly number[];
}

export const PARKED_NATIONAL_CODE = 'dup';

export function normaliseStoredPhones(db: Database, now: number): Promise<PhoneNormalisation> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL do it once (as migrations do).
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1 || current_schema()))`, [`${MARKER}:`]);
    if (await getMeta(tx, MARKER)) return { ran: false, normalised: 0, parked: [], unreadable: [] };
    const byHandset = new Map<string, { readonly row: StoredPhone; readonly cc: string; readonly number: string }[]>();
    const unreadable: number[] = [];
    for (const row of await lockUserPhones(tx)) {
      if (row.nationalCode === PARKED_NATIONAL_CODE) continue;
      const p = parsePhone(row.nationalCode, row.phone);
      if (!p) { unreadable.push(row.id); continue; }
      byHandset.set(p.e164, [...(byHandset.get(p.e164) ?? []), { row, cc: p.nationalCode, number: p.number }]);
    }
    let normalised = 0;
    const parked: number[] = [];
    for (const accounts of byHandset.values()) {
      const keeper = accounts.find((a) => a.row.nationalCode === a.cc && a.row.phone === a.number) ?? accounts[0];
      for (const a of accounts) {
        if (a === keeper) continue;
        await setUserPhone(tx, a.row.id, PARKED_NATIONAL_CODE, `${a.row.nationalCode}-${a.row.phone}#${a.row.id}`);
        parked.push(a.row.id);
      }
      if (keeper.row.nationalCode !== keeper.cc || keeper.row.phone !== keeper.number) {
        await setUserPhone(tx, keeper.row.id, keeper.cc, keeper.number);
        normalised++;
      }
    }
    await setMeta(tx, MARKER, '1', new Date(now));
    return { ran: true, normalised, parked, unreadable };
  });
}

