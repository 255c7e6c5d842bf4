import type { StoredDoc } from '@colmena/shared';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSession } from '../../hooks/useSession';
import { shownTasks, type TasksSnapshot, tasksStatus } from '../../machines/tasksMachine';
import { browserTasksMachine } from './tasksActors';
import { type MyTasks, TasksContext } from './tasksContext';

export { type MyTasks, useMyTasks } from './tasksContext';

const sameIds = (a: readonly StoredDoc[], b: readonly StoredDoc[]) =>
  a.length === b.length && a.every((doc, i) => doc === b[i]);

/**
 * Runs the signed-in user's one tasks machine for the app shell, so the inbox and the
 * notifications share one subscription (and a task is announced once).
 */
export function TasksProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const tasks = useTasksMachine(uid);
  return <TasksContext.Provider value={tasks}>{children}</TasksContext.Provider>;
}

export function useTasksMachine(uid: string): MyTasks {
  const actor = useActorRef(browserTasksMachine, { input: { uid } });
  useEffect(() => actor.send({ type: 'start' }), [actor]);
  const status = useSelector(actor, tasksStatus);
  const error = useSelector(actor, (snapshot: TasksSnapshot) => snapshot.context.error);
  const tasks = useSelector(actor, shownTasks, sameIds);
  const fresh = useSelector(actor, (snapshot: TasksSnapshot) => snapshot.context.fresh);
  return useMemo(() => ({ status, error, tasks, fresh }), [status, error, tasks, fresh]);
}

/** A TasksProvider for the signed-in user; nothing for a visitor. */
export function SessionTasksProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? (
    <TasksProvider key={user.uid} uid={user.uid}>
      {children}
    </TasksProvider>
  ) : (
    children
  );
}
