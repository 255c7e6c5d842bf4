/** A step taken outside the store, and how to take it back. */
type Undo = () => Promise<unknown>;

/**
 * Runs `steps`, which report each change they make with `done(undo)`; answers one undo of them
 * all, newest first. If a step fails, the ones made are undone before the failure is passed
 * on, so a refused account change never leaves half of it done.
 */
export async function undoSteps(
  steps: (done: (undo: Undo) => void) => Promise<void>,
): Promise<() => Promise<void>> {
  const made: Undo[] = [];
  const undoAll = async () => {
    for (const undo of made.reverse()) await undo();
  };
  try {
    await steps((undo) => made.push(undo));
  } catch (error) {
    await undoAll();
    throw error;
  }
  return undoAll;
}
