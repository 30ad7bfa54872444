// The database contract every store speaks (STYLE.md 6: one small interface, one contract suite for every
// implementation). PostgreSQL dialect only: the embedded PGlite and a real PostgreSQL server run the same SQL
// (DESIGN.md "Server": one schema, one set of migrations).

/** Something that runs SQL: the database itself or an open transaction. Repositories take this. */
export interface Queryable {
  /** One statement with $1… parameters; the result rows. int8/count columns must be cast (::int) in SQL. */
  query<R extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first row, or undefined. */
export async function first<R extends object>(q: Queryable, sql: string, params?: readonly unknown[]): Promise<R | undefined> {
  const rows = await q.query<R>(sql, params);
  return rows[0];
}

/** A schema name safe to splice into SQL (tests make one per run). */
export function assertIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain SQL identifier: '${name}'`);
  return name;
}
