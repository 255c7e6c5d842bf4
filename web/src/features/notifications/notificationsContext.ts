import type { StoredDoc } from '@colmena/shared';
import { createContext, useContext } from 'react';
import type { NotificationItem } from './notificationItems';

export interface Notifications {
  /** What the panel shows now, newest first. */
  items: readonly NotificationItem[];
  dismiss(item: NotificationItem): void;
  /** The task of a task item, as held now (null when it is gone). */
  taskOf(item: NotificationItem): StoredDoc | null;
}

export const noNotifications: Notifications = { items: [], dismiss: () => {}, taskOf: () => null };

/**
 * The user's notifications as the shell holds them. Kept apart from what computes them
 * (NotificationsProvider, the messaging engine), which loads after the first screen is drawn:
 * the icon bar's badge and the panel read this small module only.
 */
export const NotificationsContext = createContext<Notifications>(noNotifications);

export const useNotifications = (): Notifications => useContext(NotificationsContext);
