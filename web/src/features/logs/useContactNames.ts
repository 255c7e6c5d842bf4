import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client';
import { contactQueries, namesByUid } from './contactNames';

/**
 * Display names of the users behind these uids, from the agenda. Best effort: until the answer
 * arrives, or if the agenda cannot be read, the screen shows the uid itself.
 */
export function useContactNames(uids: readonly string[]): ReadonlyMap<string, string> {
  const queries = useMemo(() => contactQueries(uids), [uids]);
  const key = JSON.stringify(queries);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the queries' content
  useEffect(() => {
    if (queries.length === 0) return;
    const controller = new AbortController();
    Promise.all(queries.map((query) => api.query(query, controller.signal))).then(
      (answers) => {
        const found = namesByUid(answers.flat());
        setNames((current) => new Map([...current, ...found]));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Contact names for the logs could not be read', error);
      },
    );
    return () => controller.abort();
  }, [key]);

  return names;
}
