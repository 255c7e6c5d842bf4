import { useSelector } from '@xstate/react';
import { type LiveClient, liveClient } from '../api/liveClient';
import { type LiveStatus, liveStatusOf } from '../machines/liveClientMachine';

/** The tab's live stream as the UI may show it: closed, connecting, open or reconnecting. */
export function useLiveStatus(client: LiveClient = liveClient()): LiveStatus {
  return useSelector(client.actor, liveStatusOf);
}
