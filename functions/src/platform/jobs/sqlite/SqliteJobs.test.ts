import Database from 'better-sqlite3';
import { describe } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { jobsConformance } from '../conformance/jobsConformance';
import { SqliteJobs } from './SqliteJobs';

describe('SqliteJobs', () => {
  jobsConformance(async () => {
    const db = new Database(':memory:');
    // Monday 30 November 2026, 07:58 in Madrid.
    const clock = manualClock(new Date('2026-11-30T06:58:00.000Z'));
    let opened = 0;
    return { clock, open: () => new SqliteJobs(db, clock, sequentialIds(`j${++opened}-`)) };
  });
});
