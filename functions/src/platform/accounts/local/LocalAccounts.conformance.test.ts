import Database from 'better-sqlite3';
import { describe } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { accountsConformance } from '../conformance/accountsConformance';
import { conformanceLoginLimits } from '../conformance/subject';
import { LocalAccounts } from './LocalAccounts';

describe('LocalAccounts (SQLite) conformance', () => {
  accountsConformance(async () => {
    const db = new Database(':memory:');
    const clock = manualClock();
    const accounts = new LocalAccounts({
      db,
      clock,
      ids: sequentialIds('u'),
      limits: conformanceLoginLimits,
    });
    return {
      accounts,
      clock,
      close: async () => {
        db.close();
      },
    };
  });
});
