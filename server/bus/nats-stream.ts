// The JetStream side of the NATS bus: the stream's configuration (created, or updated to our limits), subjects,
// headers, and finding where a feed seq sits in the stream. Every frame is one message on
// `<prefix>.feed.<streamId>` with the feed seq in the Live-Seq header (and, as always, in its envelope).
import type { JetStreamManager, StoredMsg, StreamConfig } from 'nats';
import { DiscardPolicy, RetentionPolicy, StorageType, nanos } from 'nats';
import { decodeEnvelope } from '../../engine/wire';
import type { BusLimits } from './frame-bus';

export const SEQ_HEADER = 'Live-Seq';
/** On a snapshot reply: the feed's virtual time. */
export const NOW_HEADER = 'Live-Now';
/** Deduplication of a frame published twice (a retry after a lost ack), by `<stream>:<seq>`. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

export interface NatsNames {
  /** JetStream stream name, e.g. LIVE_FEED. */
  readonly stream: string;
  /** Subject prefix, e.g. 'live': frames on live.feed.<streamId>, snapshot requests on live.snapshot. */
  readonly prefix: string;
}

export const feedSubject = (names: NatsNames, stream: string) => `${names.prefix}.feed.${stream}`;
export const feedWildcard = (names: NatsNames) => `${names.prefix}.feed.>`;
export const snapshotSubject = (names: NatsNames) => `${names.prefix}.snapshot`;
/** Plain request/reply to the feed (not in the stream): `<prefix>.request.<name>`, e.g. live.request.room-events. */
export const requestSubject = (names: NatsNames, name: string) => `${names.prefix}.request.${name}`;

export function streamConfig(names: NatsNames, limits: BusLimits, storage: 'file' | 'memory'): Partial<StreamConfig> {
  return {
    name: names.stream,
    subjects: [feedWildcard(names)],
    retention: RetentionPolicy.Limits,
    storage: storage === 'memory' ? StorageType.Memory : StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(limits.maxAgeMs),
    max_bytes: limits.maxBytes,
    max_msgs: limits.maxFrames,
    duplicate_window: nanos(Math.min(DUPLICATE_WINDOW_MS, limits.maxAgeMs)),
    // Direct gets: the seq lookups below read single messages without a consumer.
    allow_direct: true,
    num_replicas: 1,
  };
}

/** Creates the stream, or brings an existing one to our subjects and limits (its storage type stays). */
export async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig>): Promise<void> {
  const name = config.name!;
  let existing;
  try {
    existing = await jsm.streams.info(name);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await jsm.streams.add(config);
    return;
  }
  const { storage: _storage, ...update } = config;
  await jsm.streams.update(name, { ...existing.config, ...update });
}

export function isNotFound(err: unknown): boolean {
  const e = err as { code?: string; message?: string; api_error?: { code?: number } };
  return e?.code === '404' || e?.api_error?.code === 404 || /not found/i.test(e?.message ?? '');
}

/** The feed seq of a stored message: its header, else its envelope. */
export function seqOf(m: { header?: { get(k: string): string }; data: Uint8Array }): number {
  const fromHeader = Number(m.header?.get(SEQ_HEADER) || NaN);
  return Number.isSafeInteger(fromHeader) ? fromHeader : decodeEnvelope(m.data).seq;
}

type DirectQuery = { readonly seq: number; readonly next_by_subj?: string } | { readonly last_by_subj: string };

/** nats.js's direct-get API: there at run time (its KV reads with it) but left out of JetStreamManager's type. */
interface WithDirectGet {
  readonly direct?: { getMessage(stream: string, query: DirectQuery): Promise<StoredMsg> };
}

export function checkDirectGet(jsm: JetStreamManager): void {
  if (typeof (jsm as WithDirectGet).direct?.getMessage !== 'function') throw new Error('this nats.js has no direct get API');
}

/** A direct get that answers undefined for "no such message". */
export async function directGet(jsm: JetStreamManager, name: string, query: DirectQuery): Promise<StoredMsg | undefined> {
  try {
    return await (jsm as WithDirectGet).direct!.getMessage(name, query);
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/**
 * The stream sequence to start reading at for (feed stream, seq) — FrameBus.subscribe's rule: the first held
 * message of the subject with a feed seq ≥ seq, else the message after the subject's last one. One feed
 * publishes at a time, so its messages are usually back to back and the first guess is exact; otherwise a
 * binary search over "next message of the subject at or after n", whose feed seq grows with n.
 */
export async function startSequence(jsm: JetStreamManager, names: NatsNames, stream: string, seq: number): Promise<number> {
  const subject = feedSubject(names, stream);
  // Read before looking the subject up: a frame of it stored in between comes after this.
  const streamLast = (await jsm.streams.info(names.stream)).state.last_seq;
  const last = await directGet(jsm, names.stream, { last_by_subj: subject });
  if (!last) return streamLast + 1;
  const lastSeq = seqOf(last);
  if (seq > lastSeq) return last.seq + 1;
  // next(n): the subject's first message at stream seq ≥ n; its feed seq never decreases as n grows.
  const next = (n: number) => directGet(jsm, names.stream, { seq: n, next_by_subj: subject });
  // The smallest n whose next(n) has a feed seq ≥ seq lies in [lo, hi].
  let lo = 1;
  let hi = last.seq;
  const guessAt = Math.max(1, last.seq - (lastSeq - seq));
  const guess = await next(guessAt);
  if (guess && seqOf(guess) === seq) return guess.seq;
  if (guess && seqOf(guess) > seq) hi = guessAt;
  else if (guess) lo = guess.seq + 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const m = await next(mid);
    if (m && seqOf(m) >= seq) hi = mid;
    else lo = m ? m.seq + 1 : mid + 1; // nothing of the subject between mid and m.seq
  }
  return (await next(lo))?.seq ?? last.seq + 1;
}
