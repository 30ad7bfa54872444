// Accounts (SPEC.md §3 user info). id doubles as customerId.
import type { Queryable } from '../database';
import { first } from '../database';

export interface UserRow {
  readonly id: number;
  readonly nationalCode: string;
  readonly phone: string;
  readonly nickname: string;
  readonly avatar: string;
  readonly description: string;
  readonly gender: number;
  readonly isAnchor: boolean;
  /** The anchor's room id (SPEC.md "identifier"); null for viewers. */
  readonly roomId: number | null;
  readonly userCode: string;
  readonly passwordHash: string | null;
  /** Bumped by a password reset: every access token carrying an older version is refused. */
  readonly tokenVersion: number;
  readonly level: number;
  readonly exp: number;
  readonly anchorLevel: number;
  readonly anchorExp: number;
  readonly predictionLevel: number;
  readonly predictionExp: number;
  readonly createdAt: Date;
}

export interface NewUser {
  readonly id?: number;
  readonly nationalCode: string;
  readonly phone: string;
  readonly nickname: string;
  readonly avatar: string;
  readonly userCode: string;
  readonly description?: string;
  readonly gender?: number;
  readonly isAnchor?: boolean;
  readonly roomId?: number | null;
  readonly passwordHash?: string | null;
  readonly level?: number;
  readonly exp?: number;
  readonly anchorLevel?: number;
  readonly anchorExp?: number;
  readonly predictionLevel?: number;
  readonly predictionExp?: number;
}

const USER_FIELDS: Readonly<Record<keyof UserRow, string>> = {
  id: 'id', nationalCode: 'national_code', phone: 'phone', nickname: 'nickname', avatar: 'avatar',
  description: 'description', gender: 'gender', isAnchor: 'is_anchor', roomId: 'room_id', userCode: 'user_code',
  passwordHash: 'password_hash', tokenVersion: 'token_version', level: 'level', exp: 'exp',
  anchorLevel: 'anchor_level', anchorExp: 'anchor_exp', predictionLevel: 'prediction_level',
  predictionExp: 'prediction_exp', createdAt: 'created_at',
};

/** The select list of a UserRow, columns prefixed with `alias.` when given. */
export function userColumns(alias?: string): string {
  return Object.entries(USER_FIELDS).map(([field, column]) => `${alias ? `${alias}.` : ''}${column} AS "${field}"`).join(', ');
}

const USER_COLUMNS = userColumns();

export function findUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  return first<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
}

export function findUserByPhone(q: Queryable, nationalCode: string, phone: string): Promise<UserRow | undefined> {
  return first<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE national_code = $1 AND phone = $2`, [nationalCode, phone]);
}

/** Inserts the user; undefined when the phone or the user code is taken (the caller decides which). */
export function insertUser(q: Queryable, u: NewUser, now: Date): Promise<UserRow | undefined> {
  return first<UserRow>(q, `INSERT INTO users (id, national_code, phone, nickname, avatar, user_code, description, gender,
      is_anchor, room_id, password_hash, level, exp, anchor_level, anchor_exp, prediction_level, prediction_exp, created_at)
    VALUES (COALESCE($1, nextval(pg_get_serial_sequence('users', 'id'))::int), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
      $12, $13, $14, $15, $16, $17, $18)
    ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`, [
    u.id ?? null, u.nationalCode, u.phone, u.nickname, u.avatar, u.userCode, u.description ?? '', u.gender ?? 0,
    u.isAnchor ?? false, u.roomId ?? null, u.passwordHash ?? null, u.level ?? 1, u.exp ?? 0, u.anchorLevel ?? 0,
    u.anchorExp ?? 0, u.predictionLevel ?? 0, u.predictionExp ?? 0, now,
  ]);
}

/** Sets the password hash; `revokeSessions` also bumps the token version (a reset logs every device out). */
export async function setPasswordHash(q: Queryable, id: number, hash: string, revokeSessions: boolean): Promise<void> {
  await q.query(`UPDATE users SET password_hash = $2, token_version = token_version + $3 WHERE id = $1`,
    [id, hash, revokeSessions ? 1 : 0]);
}

export async function touchLogin(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE users SET last_login_at = $2, last_online_at = $2 WHERE id = $1', [id, now]);
}

/** [AU-10] presence. */
export async function touchOnline(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE users SET last_online_at = $2 WHERE id = $1', [id, now]);
}

export interface SessionState {
  readonly tokenVersion: number;
  readonly familyRevoked: boolean;
}

/** What an access token is checked against: the user's token version and its refresh family's state. */
export function sessionState(q: Queryable, userId: number, familyId: string): Promise<SessionState | undefined> {
  return first<SessionState>(q, `SELECT u.token_version AS "tokenVersion",
      (f.id IS NULL OR f.revoked_at IS NOT NULL) AS "familyRevoked"
    FROM users u LEFT JOIN refresh_families f ON f.id = $2 AND f.user_id = u.id WHERE u.id = $1`, [userId, familyId]);
}

/** Users whose nickname contains the keyword, or whose user code is exactly it; anchors first. */
export function searchUsers(q: Queryable, keyword: string, limit: number): Promise<UserRow[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE nickname LIKE $1 OR user_code = $2
    ORDER BY is_anchor DESC, id LIMIT $3`, [like, keyword, limit]);
}

export interface StoredPhone {
  readonly id: number;
  readonly nationalCode: string;
  readonly phone: string;
}

/** Every account's phone, oldest account first, locked for this transaction (the one-off normalisation). */
export function lockUserPhones(q: Queryable): Promise<StoredPhone[]> {
  return q.query<StoredPhone>('SELECT id, national_code AS "nationalCode", phone FROM users ORDER BY id FOR UPDATE');
}

export async function setUserPhone(q: Queryable, id: number, nationalCode: string, phone: string): Promise<void> {
  await q.query('UPDATE users SET national_code = $2, phone = $3 WHERE id = $1', [id, nationalCode, phone]);
}
