import type { ErrorCode, StoredDoc } from '@colmena/shared';
import { createContext, useContext } from 'react';

export interface MyTasks {
  status: 'loading' | 'ready' | 'error';
  /** The catalogue code when status is 'error'. */
  error: ErrorCode | null;
  /** My tasks inside their window now (spec §4), ordered by expires_on. */
  tasks: StoredDoc[];
  /** Tasks that landed unreceived in this session (the notifications), newest last. */
  fresh: readonly string[];
}

/** The user's tasks as the shell holds them (its machine loads after the first screen: TasksProvider). */
export const TasksContext = createContext<MyTasks | null>(null);

/** My tasks from the shell's machine; null outside one (or before it has loaded). */
export function useMyTasks(): MyTasks | null {
  return useContext(TasksContext);
}
