import { vi } from 'vitest';
import { type CommandOutcome, commandsCollection } from '../platform/commands/commandRecord';
import type { Store, StoreTransaction } from '../platform/store/Store';

/** Thrown into the command's transaction to end it before it writes anything. */
const stop = Symbol('the command transaction is rejected');

/**
 * Makes the next command's store transaction answer `outcome` without applying anything, as if
 * the store half of a command were rejected, while every other transaction runs: on the cloud
 * platform the account step writes in the store too (session revocations, counters), so "the
 * next transaction" is not the command's there. The command's is recognised by its first read,
 * its own record in `commands` (executeCommand); it is ended at that read, before any write.
 */
export function rejectNextCommandTransaction(store: Store, outcome: CommandOutcome) {
  const transaction = store.transaction.bind(store);
  let pending = true;
  return vi.spyOn(store, 'transaction').mockImplementation(async (tenant, fn) => {
    if (!pending) return transaction(tenant, fn);
    try {
      return await transaction(tenant, (tx) => fn(watchFirstRead(tx)));
    } catch (error) {
      if (error !== stop) throw error;
      return outcome as never;
    }
  });

  function watchFirstRead(tx: StoreTransaction): StoreTransaction {
    return {
      ...tx,
      get: (collection, id) => {
        if (pending && collection === commandsCollection) {
          pending = false;
          return Promise.reject(stop);
        }
        return tx.get(collection, id);
      },
    };
  }
}
