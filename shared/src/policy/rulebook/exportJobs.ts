/**
 * `exportJobs`, the PDF and PowerPoint exports made as jobs (issue 16): who asked for one reads
 * its progress live (`by` is their uid); nobody else, level 100 included (a job's file goes to
 * those who may read its sources, through its record). The exports feature writes it directly
 * as the job runs, as the jobs port keeps its own table: no command may.
 */
import { allow, signedInOnly } from './decisions';
import type { FixedCollectionRules } from './types';

export const exportJobsRules = {
  read: signedInOnly((caller, { query }) => allow(query, (doc) => doc.by === caller.uid)),
  write: {
    canWrite: () => false,
    mayWriteIn: () => false,
  },
} satisfies FixedCollectionRules;
