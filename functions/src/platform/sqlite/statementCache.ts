import type { Database, Statement } from 'better-sqlite3';

/** Prepared statements by SQL text: queries repeat, preparing them does not. */
export function statementCache(db: Database): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}
