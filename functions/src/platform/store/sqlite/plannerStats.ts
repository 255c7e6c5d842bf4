import type { Database } from 'better-sqlite3';
import { documentsKeyIndex } from './documentsLayout';
import { logEntriesTable } from './logEntries';

/**
 * Keeps SQLite's planner statistics (sqlite_stat1) for `documents` roughly current. Without
 * them SQLite cannot tell a selective expression index from a collection scan and may walk a
 * 100,000-document collection for a query an index answers from a few rows. A sampled ANALYZE
 * (analysis_limit) costs tens of ms at 100k documents, so it runs when an index is built and
 * whenever the table has about doubled since the last one.
 */
export class PlannerStats {
  private analysedRows: number;
  private writesSince = 0;

  constructor(private readonly db: Database) {
    db.pragma('analysis_limit = 1000');
    this.analysedRows = this.statRows();
    const rows = (db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n;
    if (rows > 2 * this.analysedRows + 1000) this.analyse();
  }

  indexBuilt(): void {
    this.analyse();
  }

  written(count: number): void {
    this.writesSince += count;
    if (this.writesSince > this.analysedRows + 1000) this.analyse();
  }

  private analyse(): void {
    this.db.exec(`ANALYZE documents; ANALYZE ${logEntriesTable}; ANALYZE doc_elements`);
    this.analysedRows = this.statRows();
    this.writesSince = 0;
  }

  private statRows(): number {
    const exists = this.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get();
    if (!exists) return 0;
    const row = this.db
      .prepare("SELECT stat FROM sqlite_stat1 WHERE tbl = 'documents' AND idx = ?")
      .get(documentsKeyIndex) as { stat: string } | undefined;
    return Number(row?.stat.split(' ')[0] ?? 0);
  }
}
