// A real PostgreSQL server (DATABASE_URL), through a pg Pool. `schema` pins every pooled connection's
// search_path, so the tests can give each run its own schema on a shared server.
import pg from 'pg';
import type { Database, Queryable } from './database';
import { assertIdentifier } from './database';

export interface PostgresOptions {
  readonly url: string;
  /** Created when missing; every connection's search_path. */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Idle-connection errors (a server restart) are reported here instead of crashing the process. */
  readonly onError?: (err: Error) => void;
}

export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const schema = options.schema === undefined ? undefined : assertIdentifier(options.schema);
  if (schema) {
    const setup = new pg.Client({ connectionString: options.url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(schema && { options: `-c search_path=${schema}` }),
  });
  // Never unhandled: a pool 'error' without a listener would crash the process.
  pool.on('error', (err) => options.onError?.(err));
  const over = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<R & pg.QueryResultRow>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...over(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(over(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Drops a test schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${assertIdentifier(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
