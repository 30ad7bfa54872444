// An append-only byte log of a match's long detail lists (incidents, text live, player stats): each detail frame
// adds one entry [mode byte][length varint][the list message's bytes]. A day keeps tens of thousands of these
// entries; kept as decoded objects (an object, its strings and an array per entry) they were most of what the
// young generation had to copy and promote, and the fold's time went to garbage collection. In a log they are a
// few growing byte buffers, and a frame's decoded items die young. The entries' bodies are opaque here: the list
// messages' bytes as engine/wire gave them (events.ts WireList); readers get the lists back through engine/wire
// (detail/materialise.ts), which reads this layout.
//
// Immutability, the Go-slice way: a version of a log is (store, end) and sees store.bytes[0, end). Versions
// share their store; one appends in place only when it is the store's tail (end === store.used), so every older
// version still sees exactly its bytes; any other version copies its prefix to a new store first. Growing a
// store moves its bytes to a buffer twice as large, which changes nothing any version can see.
import { DETAIL_ENTRY } from '../codes';

/** The bytes behind the versions of one log. Only ever appended to; bytes past `used` are zero. */
export class LogStore {
  constructor(public bytes: Uint8Array, public used: number) {}
}

/** One version of a log: the entries in store.bytes[0, end). The fold's own writable copy has the same shape. */
export interface DetailLog {
  readonly store: LogStore | null;
  readonly end: number;
}

export const EMPTY_LOG: DetailLog = Object.freeze({ store: null, end: 0 });

/** Entry modes (codes.ts DETAIL_ENTRY). The list kind is the log's (each list has a log of its own). */
export const ENTRY_ITEMS = DETAIL_ENTRY.items;
/** Text-live corrections: each item replaces the entry with its index [RT-10]. */
export const ENTRY_EDIT = DETAIL_ENTRY.edit;

const MIN_CAPACITY = 256;

/**
 * Small stores are cut from shared 64 KiB slabs: a day makes a couple of thousand logs and each grows a few
 * times, and an ArrayBuffer of its own per store (a backing store outside the heap, tracked and swept by the
 * collector) cost more than the bytes it held. A slab lives while any store cut from it does; the space a grown
 * store left behind is not reused (at most about as much again as the logs hold).
 */
const SLAB_SIZE = 64 * 1024;
const SLAB_MAX_CUT = 8 * 1024;
let slab = new ArrayBuffer(SLAB_SIZE);
let slabUsed = 0;

/** A zeroed buffer of `capacity` bytes. */
function allocate(capacity: number): Uint8Array {
  if (capacity > SLAB_MAX_CUT) return new Uint8Array(capacity);
  if (slabUsed + capacity > SLAB_SIZE) { slab = new ArrayBuffer(SLAB_SIZE); slabUsed = 0; }
  const view = new Uint8Array(slab, slabUsed, capacity);
  slabUsed += capacity;
  return view;
}

/**
 * Capacities depend on the bytes held alone, so two logs with the same entries are equal objects. Small ones
 * grow fourfold (a match's text live reaches a few KiB over a day in two steps), large ones double.
 */
function capacityFor(size: number): number {
  let c = MIN_CAPACITY;
  while (c < size) c *= c < SLAB_MAX_CUT ? 4 : 2;
  return c;
}

function varintSize(v: number): number {
  return v < 128 ? 1 : v < 16_384 ? 2 : v < 2_097_152 ? 3 : v < 268_435_456 ? 4 : 5;
}

/** A store `log` may append `extra` bytes to in place: its own when it is the tail, else a copy of its prefix. */
function storeFor(log: DetailLog, extra: number): LogStore {
  const s = log.store;
  const size = log.end + extra;
  if (s !== null && s.used === log.end) {
    if (size > s.bytes.length) {
      const grown = allocate(capacityFor(size));
      grown.set(s.bytes.subarray(0, s.used));
      s.bytes = grown;
    }
    return s;
  }
  const copy = new LogStore(allocate(capacityFor(size)), log.end);
  if (s !== null) copy.bytes.set(s.bytes.subarray(0, log.end));
  return copy;
}

/**
 * Writes the entry (mode, src[start, end)) after `log`'s bytes and returns the store now holding it; its `used`
 * is the new version's end. `log` itself is not changed.
 */
export function writeEntry(log: DetailLog, mode: number, src: Uint8Array, start: number, end: number): LogStore {
  const size = end - start;
  const store = storeFor(log, 1 + varintSize(size) + size);
  const b = store.bytes;
  let p = store.used;
  b[p++] = mode;
  let v = size;
  while (v > 127) { b[p++] = (v & 127) | 128; v >>>= 7; }
  b[p++] = v;
  // A frame's list is a hundred bytes or so: short ones are copied by a loop, longer ones through a plain view
  // (not src.subarray: the packet may be a Node Buffer, whose subarray goes through its species constructor).
  if (size <= 48) for (let i = 0; i < size; i++) b[p + i] = src[start + i];
  else b.set(new Uint8Array(src.buffer, src.byteOffset + start, size), p);
  store.used = p + size;
  return store;
}

/** `log` with one more entry, as a new version (empty bodies add nothing: an empty list changes no list). */
export function appendEntry(log: DetailLog, mode: number, src: Uint8Array, start: number, end: number): DetailLog {
  if (end <= start) return log;
  const store = writeEntry(log, mode, src, start, end);
  return { store, end: store.used };
}
