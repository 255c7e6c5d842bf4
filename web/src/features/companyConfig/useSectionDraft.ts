import { useCallback, useEffect, useRef, useState } from 'react';
import { isDirty, sameValue } from './dirty';

/**
 * A section's form over the saved settings: the draft follows the saved value while it is
 * untouched (a change made elsewhere arrives live) and is kept as typed once edited, so a
 * live update never throws away unsaved work.
 */
export function useSectionDraft<T>(saved: T) {
  const [draft, setDraft] = useState<T>(saved);
  const lastSaved = useRef(saved);
  const savedKey = JSON.stringify(saved);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the saved content
  useEffect(() => {
    const previous = lastSaved.current;
    lastSaved.current = saved;
    setDraft((current) => (sameValue(current, previous) ? saved : current));
  }, [savedKey]);

  const discard = useCallback(() => setDraft(lastSaved.current), []);
  return { draft, setDraft, dirty: isDirty(saved, draft), discard };
}
