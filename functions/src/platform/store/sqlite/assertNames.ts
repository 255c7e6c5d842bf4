/** The name rules live in ../validateDocument (shared by both adapters); re-exported for importers here. */
export { assertCollectionName, assertDocId, assertTenant } from '../validateDocument';
