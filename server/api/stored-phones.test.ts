// The one-off normalisation of phones stored before issue #11, on PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { expect, it } from 'vitest';
import type { Database } from '../db/database';
import { findUserByPhone, insertUser } from '../db/repositories/users';
import { describeEachDatabase } from '../db/test-support/test-databases';
import { normaliseStoredPhones } from './stored-phones';

const T0 = Date.UTC(2025, 4, 1);
const add = (db: Database, id: number, nationalCode: string, phone: string) =>
  insertUser(db, { id, nationalCode, phone, userCode: String(10_000_000 + id), nickname: `u${id}`, avatar: '' }, new Date(T0));

describeEachDatabase('stored phones', (db: () => Database) => {
  it('086 / 0086 / trunk-0 spellings move to E.164 parts; duplicates of one handset are parked, the normalised one kept', async () => {
    await add(db(), 1, '086', '13800000001'); // duplicate of #2, older
    await add(db(), 2, '86', '13800000001'); // already normalised: keeps the number
    await add(db(), 3, '0086', '13800000001');
    await add(db(), 4, '0086', '13900000002'); // alone: normalised
    await add(db(), 5, '086', '13700000003'); // two spellings, neither normalised: the oldest keeps it
    await add(db(), 6, '0086', '13700000003');
    await add(db(), 7, '44', '07911123456'); // trunk prefix kept by the old parser
    await add(db(), 8, '999', '12345'); // no such calling code: left alone
    const r = await normaliseStoredPhones(db(), T0);
    expect(r).toEqual({ ran: true, normalised: 3, parked: [1, 3, 6], unreadable: [8] });
    const phones = await db().query<{ id: number; national_code: string; phone: string }>('SELECT id, national_code, phone FROM users ORDER BY id');
    expect(phones.map((p) => [p.id, p.national_code, p.phone])).toEqual([
      [1, 'dup', '086-13800000001#1'], [2, '86', '13800000001'], [3, 'dup', '0086-13800000001#3'], [4, '86', '13900000002'],
      [5, '86', '13700000003'], [6, 'dup', '0086-13700000003#6'], [7, '44', '7911123456'], [8, '999', '12345'],
    ]);
    expect((await findUserByPhone(db(), '86', '13900000002'))?.id).toBe(4);
    // Once per database: a second start changes nothing.
    await add(db(), 9, '086', '13600000009');
    expect(await normaliseStoredPhones(db(), T0)).toEqual({ ran: false, normalised: 0, parked: [], unreadable: [] });
  });

  it('two processes starting together normalise once', async () => {
    await add(db(), 1, '086', '13800000001');
    const [a, b] = await Promise.all([normaliseStoredPhones(db(), T0), normaliseStoredPhones(db(), T0)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(a.normalised + b.normalised).toBe(1);
  });
});
