import type { CommandTx } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';

/**
 * The task `taskId` when `uid` is its recipient. Someone else's task answers "not found" like a
 * missing one: the read rule hides other people's tasks, so a command must not reveal them.
 */
export async function recipientTask(tx: CommandTx, taskId: string, uid: string): Promise<StoredDoc> {
  const task = await tx.get('tasksMessages', taskId);
  if (!task || task.to !== uid) throw new AppError('not_found');
  return task;
}
