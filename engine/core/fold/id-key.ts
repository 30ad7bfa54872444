// Reading and writing the state's match-keyed tables (matches, details) by id. Match ids have 11 digits, past
// what V8 keeps as an array index, so `table[id]` turns the number into a new string on every access (~0.5–1 µs,
// the views' and the fold's top self-time item at full speed); the same id's string, kept and reused, hashes
// once and then reads like any property name (~0.1 µs). Ids recur all day, so the cache stays small.
type Table<V> = Readonly<Record<number, V>>;

/** Above this many ids the cache starts over, so a very long session cannot grow it without bound. */
const MAX_KEYS = 50_000;
const keys = new Map<number, string>();

/** The property name of `id` in a table keyed by id (the same string every time). */
export function idKey(id: number): string {
  let key = keys.get(id);
  if (key === undefined) {
    if (keys.size >= MAX_KEYS) keys.clear();
    key = String(id);
    keys.set(id, key);
  }
  return key;
}

/** `table[id]`, by the id's kept key. */
export function byId<V>(table: Table<V>, id: number): V | undefined {
  return (table as Readonly<Record<string, V>>)[idKey(id)];
}

/** `table[id] = value`, by the id's kept key. */
export function setById<V>(table: Record<number, V>, id: number, value: V): void {
  (table as Record<string, V>)[idKey(id)] = value;
}
