import { z } from 'zod';
import type { AssignTaskPayload } from './taskCommands';

/**
 * Task launcher widget (spec §1 widget catalogue "task launcher", issue 14): a button that
 * assigns a configured task about the document on screen, to a chosen person or to the
 * document's owner. Every field has a default, so `{}` parses; the task's title falls back to
 * the widget's own title.
 */
export const taskLauncherSettingsSchema = z
  .strictObject({
    title: z.string().max(200).default(''),
    subtitle: z.string().max(2000).default(''),
    /** The task expires this many days after it is assigned. */
    days: z.number().int().min(1).max(3650).default(7),
    /** 'owner': the first contact of the document's owner field; 'person': `person`. */
    to: z.enum(['owner', 'person']).default('owner'),
    /** The agenda contact (FireId) that receives the task when `to` is 'person'. */
    person: z.string().max(150).default(''),
    /** The button's text; the catalogue's "Assign task" when blank. */
    buttonLabel: z.string().max(60).default(''),
  })
  .refine((s) => s.to !== 'person' || s.person.trim() !== '', {
    message: 'a task for a person needs the person',
    path: ['person'],
  });
export type TaskLauncherSettings = z.output<typeof taskLauncherSettingsSchema>;

const msPerDay = 86_400_000;

export interface LauncherDocument {
  /** The document on screen: a project (main) or a journal (with its ProjectId). */
  doc: Readonly<Record<string, unknown>> & { FireId: string };
  /** The collection definition key of the route. */
  collKey: string;
  /** The definition's owner field (agenda FireIds), when it has one. */
  ownerField?: string | undefined;
  isJournal: boolean;
}

export type LauncherPlan =
  | { ok: true; payload: AssignTaskPayload }
  | { ok: false; reason: 'noDocument' | 'noRecipient' | 'noTitle' };

/** The `task.assign` the launcher sends now, for this document; or why it cannot. */
export function taskLauncherPayload(
  settings: TaskLauncherSettings,
  widgetTitle: string | undefined,
  target: LauncherDocument | null,
  now: number,
): LauncherPlan {
  if (!target) return { ok: false, reason: 'noDocument' };
  const title = settings.title.trim() || widgetTitle?.trim() || '';
  if (!title) return { ok: false, reason: 'noTitle' };
  const to = settings.to === 'person' ? settings.person.trim() : ownerOf(target);
  if (!to) return { ok: false, reason: 'noRecipient' };
  const projectId = target.isJournal ? target.doc.ProjectId : target.doc.FireId;
  return {
    ok: true,
    payload: {
      title,
      ...(settings.subtitle.trim() ? { subtitle: settings.subtitle.trim() } : {}),
      to,
      expires_on: new Date(now + settings.days * msPerDay).toISOString(),
      ...(typeof projectId === 'string' && projectId !== ''
        ? { project: { collKey: target.collKey, id: projectId } }
        : {}),
    },
  };
}

function ownerOf(target: LauncherDocument): string {
  if (!target.ownerField) return '';
  const owners = target.doc[target.ownerField];
  const first = Array.isArray(owners) ? owners.find((o) => typeof o === 'string' && o !== '') : owners;
  return typeof first === 'string' ? first : '';
}
