// Private messages on the database (migration 008): conversations (one per pair), messages, read marks and the
// staff table. Plain SQL on a Queryable, so PGlite and PostgreSQL run the same (message-repository.contract.test.ts).
import type { Queryable } from '../db/database';
import { first } from '../db/database';

export interface StoredPrivateMessage {
  readonly msgId: number;
  readonly fromId: number;
  readonly toId: number;
  readonly text: string;
  /** ms */
  readonly ts: number;
}

export interface ConversationPeer {
  readonly customerId: number;
  readonly nickname: string;
  readonly avatar: string;
  readonly isAnchor: boolean;
  readonly isStaff: boolean;
}

export interface ConversationSummary {
  readonly peer: ConversationPeer;
  readonly last: StoredPrivateMessage;
  /** Messages to me above my read mark. */
  readonly unread: number;
}

interface MessageRow { msgId: string | number; fromId: number; toId: number; text: string; at: Date | string }

const COLUMNS = `m.id AS "msgId", m.sender_id AS "fromId", m.recipient_id AS "toId", m.body AS text, m.created_at AS at`;

// bigint comes back as a string (pg) or a number (PGlite); ids stay below 2^53.
const asMessage = (r: MessageRow): StoredPrivateMessage => ({
  msgId: Number(r.msgId), fromId: r.fromId, toId: r.toId, text: r.text, ts: new Date(r.at).getTime(),
});

const pair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

async function conversationId(q: Queryable, a: number, b: number): Promise<number | undefined> {
  const row = await first<{ id: string | number }>(q, 'SELECT id FROM private_conversations WHERE user_low = $1 AND user_high = $2', pair(a, b));
  return row && Number(row.id);
}

/** Stores a message (making the pair's conversation on the first one). The caller checked text and rules. */
export async function insertPrivateMessage(q: Queryable, m: { fromId: number; toId: number; text: string }, now: Date): Promise<StoredPrivateMessage> {
  const [low, high] = pair(m.fromId, m.toId);
  const conv = await first<{ id: string | number }>(q, `INSERT INTO private_conversations (user_low, user_high, last_at) VALUES ($1, $2, $3)
    ON CONFLICT (user_low, user_high) DO UPDATE SET last_at = EXCLUDED.last_at RETURNING id`, [low, high, now]);
  const row = await first<MessageRow>(q, `INSERT INTO private_messages AS m (conversation_id, sender_id, recipient_id, body, created_at)
    VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`, [conv!.id, m.fromId, m.toId, m.text, now]);
  await q.query('UPDATE private_conversations SET last_message_id = GREATEST(last_message_id, $2) WHERE id = $1', [conv!.id, row!.msgId]);
  return asMessage(row!);
}

export interface HistoryPage {
  /** Oldest first. */
  readonly messages: StoredPrivateMessage[];
  /** Older messages than these exist (page up with beforeId = messages[0].msgId). */
  readonly hasMore: boolean;
}

/** Up to `limit` messages between `me` and `peer` with ids below `beforeId` (none: the newest), oldest first. */
export async function historyPage(q: Queryable, me: number, peer: number, limit: number, beforeId?: number): Promise<HistoryPage> {
  const id = await conversationId(q, me, peer);
  if (id === undefined) return { messages: [], hasMore: false };
  const rows = await q.query<MessageRow>(`SELECT ${COLUMNS} FROM private_messages m WHERE m.conversation_id = $1 AND m.id < $2
    ORDER BY m.id DESC LIMIT $3`, [id, beforeId ?? Number.MAX_SAFE_INTEGER, limit + 1]);
  return { messages: rows.slice(0, limit).map(asMessage).reverse(), hasMore: rows.length > limit };
}

const UNREAD = (conv: string, user: string) => `(SELECT count(*)::int FROM private_messages u WHERE u.conversation_id = ${conv}
  AND u.recipient_id = ${user} AND u.id > COALESCE((SELECT r.last_read_id FROM private_read_marks r
  WHERE r.conversation_id = ${conv} AND r.user_id = ${user}), 0))`;

interface SummaryRow extends MessageRow {
  peerId: number; nickname: string; avatar: string; isAnchor: boolean; isStaff: boolean; unread: number;
}

/** My conversations, the latest first, with the other party, the last message and my unread count. */
export async function conversationsOf(q: Queryable, me: number, limit: number, offset: number): Promise<{ total: number; list: ConversationSummary[] }> {
  const total = await first<{ n: number }>(q, 'SELECT count(*)::int AS n FROM private_conversations WHERE user_low = $1 OR user_high = $1', [me]);
  const rows = await q.query<SummaryRow>(`SELECT ${COLUMNS}, p.id AS "peerId", p.nickname, p.avatar, p.is_anchor AS "isAnchor",
      EXISTS (SELECT 1 FROM staff_members s WHERE s.user_id = p.id) AS "isStaff", ${UNREAD('c.id', '$1')} AS unread
    FROM private_conversations c
    JOIN users p ON p.id = CASE WHEN c.user_low = $1 THEN c.user_high ELSE c.user_low END
    JOIN private_messages m ON m.id = c.last_message_id
    WHERE c.user_low = $1 OR c.user_high = $1
    ORDER BY c.last_message_id DESC LIMIT $2 OFFSET $3`, [me, limit, offset]);
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({
      peer: { customerId: r.peerId, nickname: r.nickname, avatar: r.avatar, isAnchor: r.isAnchor, isStaff: r.isStaff },
      last: asMessage(r), unread: r.unread,
    })),
  };
}

/** My unread messages over every conversation. */
export async function unreadTotal(q: Queryable, me: number): Promise<number> {
  const row = await first<{ n: number }>(q, `SELECT COALESCE(sum(${UNREAD('c.id', '$1')}), 0)::int AS n FROM private_conversations c
    WHERE c.user_low = $1 OR c.user_high = $1`, [me]);
  return row?.n ?? 0;
}

/** My unread messages from `peer`. */
export async function unreadFrom(q: Queryable, me: number, peer: number): Promise<number> {
  const id = await conversationId(q, me, peer);
  if (id === undefined) return 0;
  const row = await first<{ n: number }>(q, `SELECT ${UNREAD('$1::bigint', '$2::int')} AS n`, [id, me]);
  return row?.n ?? 0;
}

/**
 * Marks my conversation with `peer` read up to `upToId` (none: its last message). A mark never moves back.
 * False when there is no conversation.
 */
export async function markRead(q: Queryable, me: number, peer: number, now: Date, upToId?: number): Promise<boolean> {
  const row = await first<{ id: string | number; last: string | number }>(q,
    'SELECT id, last_message_id AS last FROM private_conversations WHERE user_low = $1 AND user_high = $2', pair(me, peer));
  if (!row) return false;
  const mark = Math.min(Number(row.last), upToId ?? Number.MAX_SAFE_INTEGER);
  await q.query(`INSERT INTO private_read_marks (conversation_id, user_id, last_read_id, updated_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (conversation_id, user_id) DO UPDATE SET last_read_id = GREATEST(private_read_marks.last_read_id, EXCLUDED.last_read_id),
    updated_at = EXCLUDED.updated_at`, [row.id, me, mark, now]);
  return true;
}

/** True when `from` has ever written to `to` (so `to` may answer, whoever they are). */
export async function hasWrittenTo(q: Queryable, from: number, to: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(q,
    'SELECT EXISTS (SELECT 1 FROM private_messages WHERE sender_id = $1 AND recipient_id = $2) AS found', [from, to]);
  return row?.found ?? false;
}

export async function addStaff(q: Queryable, userId: number, duty: string, now: Date): Promise<void> {
  await q.query('INSERT INTO staff_members (user_id, duty, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET duty = EXCLUDED.duty',
    [userId, duty, now]);
}

export async function isStaff(q: Queryable, userId: number): Promise<boolean> {
  return (await first<{ found: boolean }>(q, 'SELECT EXISTS (SELECT 1 FROM staff_members WHERE user_id = $1) AS found', [userId]))?.found ?? false;
}

/** The first staff member on `duty` (the lowest id), or undefined. */
export async function staffOnDuty(q: Queryable, duty: string): Promise<ConversationPeer | undefined> {
  const row = await first<{ id: number; nickname: string; avatar: string; isAnchor: boolean }>(q, `SELECT u.id, u.nickname, u.avatar,
    u.is_anchor AS "isAnchor" FROM staff_members s JOIN users u ON u.id = s.user_id WHERE s.duty = $1 ORDER BY s.user_id LIMIT 1`, [duty]);
  return row && { customerId: row.id, nickname: row.nickname, avatar: row.avatar, isAnchor: row.isAnchor, isStaff: true };
}

/** The other party as a conversation shows them, or undefined when there is no such user. */
export async function peerOf(q: Queryable, userId: number): Promise<ConversationPeer | undefined> {
  const row = await first<{ id: number; nickname: string; avatar: string; isAnchor: boolean; isStaff: boolean }>(q, `SELECT u.id, u.nickname,
    u.avatar, u.is_anchor AS "isAnchor", EXISTS (SELECT 1 FROM staff_members s WHERE s.user_id = u.id) AS "isStaff" FROM users u WHERE u.id = $1`, [userId]);
  return row && { customerId: row.id, nickname: row.nickname, avatar: row.avatar, isAnchor: row.isAnchor, isStaff: row.isStaff };
}
