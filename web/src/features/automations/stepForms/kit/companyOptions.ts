import { useMemo } from 'react';
import { useSession } from '../../../../hooks/useSession';
import { useAgenda } from '../../../people/useAgenda';
import { useLiveWidgets } from '../../../widgets/useLiveWidgets';
import type { Option } from './settings';

/** The company's collections as documents are stored in them (a project's and its journal's). */
export function useCollectionOptions(): Option[] {
  const { company } = useSession();
  return useMemo(
    () =>
      company.collections.flatMap((c) => [
        { value: c.mainCollection, label: `${c.mainName ?? c.name} (${c.mainCollection})` },
        ...(c.secondaryCollection
          ? [
              {
                value: c.secondaryCollection,
                label: `${c.secondaryName ?? c.secondaryCollection} (${c.secondaryCollection})`,
              },
            ]
          : []),
      ]),
    [company.collections],
  );
}

/** The company's collections by key (what a project link or a file step names). */
export function useCollectionKeyOptions(): Option[] {
  const { company } = useSession();
  return useMemo(
    () => company.collections.map((c) => ({ value: c.key, label: `${c.name} (${c.key})` })),
    [company.collections],
  );
}

/** The agenda's people; `withAccount`: only those who can sign in (tasks and chat reach them). */
export function usePeopleOptions(withAccount = true): Option[] {
  const agenda = useAgenda();
  return useMemo(
    () =>
      agenda.people
        .filter((person) => !withAccount || person.loginId !== '')
        .map((person) => ({ value: person.id, label: person.fullName || person.email || person.id })),
    [agenda.people, withAccount],
  );
}

/** The company's widgets of one kind (`pdf`, `pptx`, `table`...), for a file step. */
export function useWidgetOptions(kinds: readonly string[]): Option[] {
  const live = useLiveWidgets(null);
  const wanted = kinds.join();
  return useMemo(
    () =>
      live.status === 'ready'
        ? live.widgets
            .filter((widget) => wanted.split(',').includes(String(widget.type)))
            .map((widget) => ({
              value: widget.FireId,
              label: `${widget.title || widget.FireId} (${widget.type})`,
            }))
        : [],
    [live, wanted],
  );
}
