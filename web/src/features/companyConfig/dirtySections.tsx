import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

interface DirtyRegistry {
  setDirty(section: string, dirty: boolean): void;
}

const DirtyContext = createContext<DirtyRegistry | null>(null);

/** The sections with unsaved changes, for the page's leave guard. */
export function DirtySections({
  children,
  onChange,
}: {
  children: ReactNode;
  onChange(dirty: string[]): void;
}) {
  const [dirty, setDirtySet] = useState<ReadonlySet<string>>(new Set());
  const setDirty = useCallback((section: string, isDirty: boolean) => {
    setDirtySet((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  useEffect(() => onChange([...dirty]), [dirty, onChange]);
  const value = useMemo(() => ({ setDirty }), [setDirty]);
  return <DirtyContext value={value}>{children}</DirtyContext>;
}

/** Tells the page whether this section holds unsaved changes (and forgets it when it goes). */
export function useDirtySection(section: string, dirty: boolean): void {
  const registry = useContext(DirtyContext);
  useEffect(() => {
    registry?.setDirty(section, dirty);
  }, [registry, section, dirty]);
  useEffect(() => () => registry?.setDirty(section, false), [registry, section]);
}
