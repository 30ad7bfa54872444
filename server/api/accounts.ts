// Accounts made on first login: a fresh user code, a placeholder nickname and the default avatar. The phone is
// unique, so two first logins racing for one number end with one account.
import { randomInt } from 'node:crypto';
import { DEFAULT_AVATAR } from '../db/avatars';
import type { Queryable } from '../db/database';
import type { UserRow } from '../db/repositories/users';
import { findUserByPhone, insertUser } from '../db/repositories/users';
import type { Phone } from '../auth/phone';

const newUserCode = () => String(randomInt(10_000_000, 100_000_000)); // 8 digits, shown copyable in the header

export async function findOrCreateUser(q: Queryable, phone: Phone, now: number): Promise<{ readonly user: UserRow; readonly created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findUserByPhone(q, phone.nationalCode, phone.number);
    if (existing) return { user: existing, created: false };
    const userCode = newUserCode();
    const user = await insertUser(q, {
      nationalCode: phone.nationalCode, phone: phone.number, userCode, nickname: `球迷${userCode.slice(-4)}`, avatar: DEFAULT_AVATAR,
    }, new Date(now));
    if (user) return { user, created: true };
    // Nothing inserted: the phone was registered meanwhile (found next round) or the user code was taken.
  }
  throw new Error('could not create an account: user codes kept colliding');
}
