import type { LiveQuery, StoredDoc } from '@colmena/shared';
import { fromCallback, fromPromise } from 'xstate';
import { type LiveClient, liveClient } from '../../api/liveClient';
import { applyChanges, resultFromSnapshot } from '../../api/liveResults';
import { type TasksEvent, type TasksStreamInput, tasksMachine } from '../../machines/tasksMachine';
import { sendTaskCommand } from './sendTaskCommand';

/** Spec §7 tasksMessages: to = uid, expires_on later than now, ordered by expires_on. */
export function tasksQuery(uid: string, since: string): LiveQuery {
  return {
    collection: 'tasksMessages',
    where: [
      ['to', '==', uid],
      ['expires_on', '>', since],
    ],
    orderBy: ['expires_on', 'asc'],
  };
}

/** The inbox's subscription on the tab's live stream, reported to the machine as whole results. */
export const liveTasksStream = (client: () => LiveClient = liveClient) =>
  fromCallback<TasksEvent, TasksStreamInput>(({ input, sendBack }) => {
    const query = tasksQuery(input.uid, input.since);
    const shape = { orderBy: query.orderBy, limit: query.limit };
    let docs: StoredDoc[] = [];
    return client().subscribe(query, (event) => {
      if (event.kind === 'error') {
        sendBack({ type: 'tasks.error', error: event.error });
        return;
      }
      docs =
        event.kind === 'snapshot'
          ? resultFromSnapshot(event.docs, shape)
          : applyChanges(docs, event.changes, shape);
      sendBack({ type: 'tasks.docs', docs });
    });
  });

/** task.received for a task shown as a notification; a refusal is only logged (it is shown anyway). */
export const markReceivedByCommand = fromPromise<void, { taskId: string }>(async ({ input }) => {
  const outcome = await sendTaskCommand('task.received', { taskId: input.taskId });
  if (outcome.status === 'rejected') console.error(`task.received ${input.taskId}: ${outcome.error}`);
});

/** The machine with the browser's stream and command. */
export const browserTasksMachine = tasksMachine.provide({
  actors: { tasksStream: liveTasksStream(), markReceived: markReceivedByCommand },
});
