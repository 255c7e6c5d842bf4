import type { Accounts } from '../accounts/Accounts';
import type { Clock } from '../clock';
import type { Files } from '../files/Files';
import type { Ids } from '../ids';
import type { Jobs } from '../jobs/Jobs';
import type { Mailer } from '../mail/Mailer';
import type { IndexRegistry } from '../store/indexRegistry';
import type { Store } from '../store/Store';

/**
 * The ports a command's steps outside the transaction use (`prepare` and `after`); the app's
 * dependencies provide them.
 */
export interface CommandServices {
  store: Store;
  clock: Clock;
  ids: Ids;
  accounts: Accounts;
  mailer: Mailer;
  /**
   * Tells this process's live streams that who may see what may have changed (levels,
   * accounts, contacts), so they are re-checked now rather than at the next sweep.
   */
  accessChanged?: () => void;
  /** The tenants' stored files: `file.remove` takes an upload's bytes away after its commit. */
  files?: Files;
  /** Declared indexes: a command defining collections declares what their screens query by. */
  indexes?: IndexRegistry;
  /** The jobs port: automation commands keep schedules and start re-runs after their commit. */
  jobs?: Jobs;
}
