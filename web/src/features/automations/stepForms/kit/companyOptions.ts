import { currentCollectionAlias } from '@colmena/shared/query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../../api/client';
import { useLanguage } from '../../../../hooks/useLanguage';
import { useSession } from '../../../../hooks/useSession';
import { useAgenda } from '../../../people/useAgenda';
import { useLiveWidgets } from '../../../widgets/useLiveWidgets';
import { fieldOptionsOf } from './fieldOptions';
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

/** How many documents are read to learn the fields of a collection that declares none. */
const fieldSampleSize = 20;

/**
 * The fields of `collection` (a stored collection's name) for a picker: its declared fields by
 * label, and the keys a few of its documents hold. Empty while no collection is chosen.
 */
export function useCollectionFieldOptions(collection: string): Option[] {
  const { company } = useSession();
  const { language } = useLanguage();
  const [sample, setSample] = useState<readonly Record<string, unknown>[]>([]);
  const name = collection.trim();
  const known = /^[A-Za-z0-9_-]{1,100}$/.test(name);
  useEffect(() => {
    setSample([]);
    if (!known) return;
    const controller = new AbortController();
    api
      .query({ collection: name, limit: fieldSampleSize }, controller.signal)
      .then((docs) => setSample(docs as Record<string, unknown>[]))
      // A collection the admin cannot read yet (a typo) only offers its declared fields.
      .catch(() => setSample([]));
    return () => controller.abort();
  }, [name, known]);
  return useMemo(() => {
    if (!known) return [];
    const declared = company.collections.flatMap((c) =>
      c.mainCollection === name
        ? (c.fields ?? [])
        : c.secondaryCollection === name
          ? (c.secondaryFields ?? [])
          : [],
    );
    return fieldOptionsOf(declared, sample, language);
  }, [company.collections, name, known, sample, language]);
}

/**
 * The collection a widget's query reads (its `entry` of querysArray): what an export step's
 * columns are picked from. The current-collection alias reads `collKey`'s main collection.
 */
export function useWidgetCollection(widgetId: unknown, entry: unknown, collKey: unknown): string {
  const live = useLiveWidgets(null);
  const { company } = useSession();
  return useMemo(() => {
    if (live.status !== 'ready' || typeof widgetId !== 'string') return '';
    const widget = live.widgets.find((w) => w.FireId === widgetId);
    const queries = (widget as { querysArray?: readonly { collection?: unknown }[] } | undefined)
      ?.querysArray;
    const collection = queries?.[typeof entry === 'number' ? entry : 0]?.collection;
    if (typeof collection !== 'string') return '';
    if (collection !== currentCollectionAlias) return collection;
    return company.collections.find((c) => c.key === collKey)?.mainCollection ?? '';
  }, [live, widgetId, entry, collKey, company.collections]);
}
