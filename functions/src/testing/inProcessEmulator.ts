import { FirestoreServer, FirestoreState, FirestoreStateDocument } from '@firestore-emulator/server';
import {
  type EngineDoc,
  type ProtoStructuredQuery,
  parseFieldPath,
  runStructuredQuery,
} from './inProcessQuery';
import { freePort } from './serverProcess';

/**
 * @firestore-emulator/server, started in this process for tests, with the fixes that make it
 * answer as Firestore does (each checked against Google's cloud-firestore-emulator):
 * - queries run on inProcessQuery's engine (null filters, nested fields, numbers, orders);
 * - set-merge field masks: the SDK backquotes every segment that is not a plain identifier
 *   (`Habitación`), the package only those with a dot, so such fields were silently dropped;
 * - a set without a field mask replaces the document (the package merged it into the old one);
 * - commit times strictly increase: two commits in one millisecond had the same update time,
 *   and listeners, which compare update times, then missed the second change.
 * What it still lacks is transaction isolation (no locks, commits never conflict). Inside one
 * FirestoreStore that never shows (it queues a tenant's transactions), so only the test of
 * contention between two instances needs a real emulator.
 */
let patched = false;

/** The parts of google.firestore.v1.Write the fixes read. */
interface ProtoWrite {
  readonly has_update: boolean;
  readonly has_update_mask: boolean;
  readonly has_current_document: boolean;
  readonly update: { readonly name: string };
}

function patchEmulator(): void {
  if (patched) return;
  patched = true;

  const state = FirestoreState.prototype as unknown as {
    v1Query(parent: string, query: ProtoStructuredQuery & { from: { collection_id: string }[] }): unknown[];
    getCollection(path: string): { getAllDocuments(): FirestoreStateDocument[] };
    getDocument(path: string): FirestoreStateDocument;
    writeV1Document(date: Date, write: ProtoWrite): unknown;
  };

  state.v1Query = function v1Query(this: typeof state, parent, query) {
    const [from, ...more] = query.from;
    if (!from || more.length > 0) throw new Error('in-process emulator: one collection per query');
    const docs = this.getCollection(`${parent}/${from.collection_id}`)
      .getAllDocuments()
      .filter((doc) => doc.metadata.hasExist)
      .map((doc) => {
        const proto = doc.toV1Document();
        return { doc, name: proto.name, fields: proto.fields } as EngineDoc & { doc: FirestoreStateDocument };
      });
    return runStructuredQuery(docs, query).map((row) => row.doc);
  };

  const writeV1Document = state.writeV1Document;
  let lastCommit: Date | undefined;
  let lastTime = 0;
  state.writeV1Document = function fixedWrite(this: typeof state, date, write) {
    if (date !== lastCommit) {
      lastCommit = date;
      lastTime = Math.max(date.getTime(), lastTime + 1);
    }
    // A set without a field mask replaces the document; the package merged it into the old one.
    if (write.has_update && !write.has_update_mask && !write.has_current_document) {
      (this.getDocument(write.update.name) as unknown as { fields: object }).fields = {};
    }
    return writeV1Document.call(this, new Date(lastTime), write);
  };

  const doc = FirestoreStateDocument.prototype as unknown as {
    set(date: Date, fields: unknown, mask?: string[]): void;
    update(date: Date, fields: unknown, mask?: string[]): void;
  };
  // The package's mask matcher quotes a segment only when it contains a dot.
  const packageMask = (mask: string[] | undefined) =>
    mask?.map((path) =>
      parseFieldPath(path)
        .map((segment) => (segment.includes('.') ? `\`${segment}\`` : segment))
        .join('.'),
    );
  const set = doc.set;
  doc.set = function fixedSet(this: unknown, date, fields, mask) {
    set.call(this, date, fields, packageMask(mask));
  };
  const update = doc.update;
  doc.update = function fixedUpdate(this: unknown, date, fields, mask) {
    update.call(this, date, fields, packageMask(mask));
  };
}

export interface InProcessEmulator {
  /** host:port for the SDK (`settings({host, ssl: false})`). */
  host: string;
  stop(): void;
}

/** Starts the patched emulator on a free loopback port. */
export async function startInProcessEmulator(): Promise<InProcessEmulator> {
  patchEmulator();
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const server = new FirestoreServer();
    try {
      await server.start(port);
      return { host: `127.0.0.1:${port}`, stop: () => server.stop() };
    } catch (error) {
      // Another process took the port between the probe and the bind: try another.
      if (attempt >= 4) throw error;
    }
  }
}
