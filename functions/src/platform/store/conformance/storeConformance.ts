import { describe } from 'vitest';
import { describeAppend } from './appendCases';
import { describeDocuments } from './documentCases';
import { type OpenStore, type StoreCapabilities, useStore } from './harness';
import { describeIndexes } from './indexCases';
import { describeOwnCollection } from './ownCollectionCases';
import { describeQueries } from './queryCases';
import { describeSemantics } from './semanticsCases';
import { describeTransactions } from './transactionCases';
import { describeWatch } from './watchCases';

export type { OpenStore, StoreCapabilities, StoreUnderTest } from './harness';

/**
 * The Store port's contract, run against every adapter (SQLite here, Firestore in
 * platform/store/firestore): the same cases must pass on both, so whatever works in embedded
 * mode works in the cloud. `open` is called before each test; each test uses its own tenant
 * (and unique collection names where indexes are declared), so a factory may share one store.
 */
export function describeStoreConformance(
  name: string,
  open: OpenStore,
  capabilities: StoreCapabilities = { changeLog: true },
): void {
  describe(`Store conformance: ${name}`, () => {
    const c = useStore(open, capabilities);
    describeDocuments(c);
    describeAppend(c);
    describeQueries(c);
    describeTransactions(c);
    describeWatch(c);
    describeIndexes(c);
    describeSemantics(c);
    describeOwnCollection(c);
  });
}
