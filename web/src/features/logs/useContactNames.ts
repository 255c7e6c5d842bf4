import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client';
import { contactQueries, namesByContactId, namesByUid } from './contactNames';

/** Display names of contacts found by their users' uids: by uid, and by the contact's own id. */
export interface ContactNames {
  byUid: ReadonlyMap<string, string>;
  byContactId: ReadonlyMap<string, string>;
}

const noNames: ContactNames = { byUid: new Map(), byContactId: new Map() };

/**
 * Display names of the users behind these uids, from the agenda. Best effort: until the answer
 * arrives, or if the agenda cannot be read, the screen shows the uid itself.
 */
export function useContactNames(uids: readonly string[]): ReadonlyMap<string, string> {
  return useContacts(uids).byUid;
}

/** useContactNames, and the same contacts' names by their agenda ids (one read for both). */
export function useContacts(uids: readonly string[]): ContactNames {
  const queries = useMemo(() => contactQueries(uids), [uids]);
  const key = JSON.stringify(queries);
  const [names, setNames] = useState<ContactNames>(noNames);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the queries' content
  useEffect(() => {
    if (queries.length === 0) return;
    const controller = new AbortController();
    Promise.all(queries.map((query) => api.query(query, controller.signal))).then(
      (answers) => {
        const contacts = answers.flat();
        setNames((current) => ({
          byUid: new Map([...current.byUid, ...namesByUid(contacts)]),
          byContactId: new Map([...current.byContactId, ...namesByContactId(contacts)]),
        }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Contact names for the logs could not be read', error);
      },
    );
    return () => controller.abort();
  }, [key]);

  return names;
}
