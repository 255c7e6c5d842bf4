import {
  type HostResponse,
  hostResponseSchema,
  type ListQueryRequest,
  type LoginRequest,
  type MeResponse,
  meResponseSchema,
  type PublicCompany,
  publicCompanySchema,
  queryResponseSchema,
  type StoredDoc,
} from '@colmena/shared';
import { type Widget, widgetSchema } from '@colmena/shared/schemas';
import type { WidgetLiveQuery, WidgetPreviewQuery } from '@colmena/shared/widgets';
import { z } from 'zod';
import { browserFetch } from './browserFetch';
import { type Fetch, requestJson, send } from './request';

export type WidgetPlace = 'company' | 'public';

const widgetsResponseSchema = z.object({ widgets: z.array(widgetSchema) });

export interface ApiClient {
  getCompany(signal?: AbortSignal): Promise<PublicCompany>;
  /** What the Host names (tenant, bare landing host, unknown company): asked only when the company is not found. */
  getHost(signal?: AbortSignal): Promise<HostResponse>;
  getMe(signal?: AbortSignal): Promise<MeResponse>;
  login(credentials: LoginRequest): Promise<MeResponse>;
  logout(): Promise<void>;
  getWidgets(place: WidgetPlace, signal?: AbortSignal): Promise<Widget[]>;
  /** One read of a list or widget query (`POST /api/query`): the documents the caller may see. */
  query(
    request: ListQueryRequest | WidgetLiveQuery | WidgetPreviewQuery,
    signal?: AbortSignal,
  ): Promise<StoredDoc[]>;
}

/** The typed HTTP contract of shared/src/api, over any fetch (the browser's, or a fake in tests). */
export function createApiClient(fetchFn: Fetch): ApiClient {
  return {
    getCompany: (signal) => requestJson(fetchFn, '/api/company', publicCompanySchema, { signal }),
    getHost: (signal) => requestJson(fetchFn, '/api/host', hostResponseSchema, { signal }),
    getMe: (signal) => requestJson(fetchFn, '/api/auth/me', meResponseSchema, { signal }),
    login: (credentials) =>
      requestJson(fetchFn, '/api/auth/login', meResponseSchema, { method: 'POST', body: credentials }),
    logout: async () => {
      await send(fetchFn, '/api/auth/logout', { method: 'POST' });
    },
    getWidgets: async (place, signal) => {
      const answer = await requestJson(fetchFn, `/api/widgets?place=${place}`, widgetsResponseSchema, {
        signal,
      });
      return answer.widgets;
    },
    query: async (request, signal) => {
      const answer = await requestJson(fetchFn, '/api/query', queryResponseSchema, {
        method: 'POST',
        body: request,
        signal,
      });
      return answer.docs;
    },
  };
}

/** The browser's client. */
export const api: ApiClient = createApiClient(browserFetch);
