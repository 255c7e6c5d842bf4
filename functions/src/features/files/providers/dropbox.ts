import { AppError } from '../../../platform/http/AppError';
import type { OutboundHttp, OutboundResponse } from '../../../platform/outbound/OutboundHttp';
import { chunksOf } from './chunks';
import {
  type ProviderEndpoints,
  providerChunkBytes,
  type StagedFile,
  type UploadProvider,
} from './uploadProvider';

/** The company's file-storage credentials (spec §3, under `key`): a token, or an app key, secret and refresh token. */
export interface DropboxCredentials {
  DropToken?: string | null;
  DropK?: string | null;
  DropS?: string | null;
  DropR?: string | null;
}

export const hasDropboxCredentials = (c: DropboxCredentials): boolean =>
  Boolean(c.DropToken || (c.DropR && c.DropK && c.DropS));

/** Where an upload goes: `/colmena/<time stamp>-<name>.<ext>` (spec §7: a path with a time stamp and name). */
export function dropboxPath(file: Pick<StagedFile, 'at' | 'name' | 'extension'>): string {
  const stamp = file.at.replace(/\.\d+Z$/, 'Z').replace(/[:]/g, '-');
  return `/colmena/${stamp}-${file.name}.${file.extension}`;
}

/** Dropbox-API-Arg is a header: JSON with every non-ASCII character escaped, as Dropbox asks. */
const apiArg = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const jsonOf = (answer: OutboundResponse): Record<string, unknown> => {
  try {
    return JSON.parse(new TextDecoder().decode(answer.body)) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const ok = (answer: OutboundResponse) => answer.status >= 200 && answer.status <= 299;

/**
 * Dropbox's HTTP API (spec §7 file-storage provider): upload to a path with a time stamp and
 * name, download by path, delete by path (`files/delete_v2`, when an upload is removed). With a refresh token (DropR) and the app's key and secret (DropK,
 * DropS) a fresh access token is asked for each time; else DropToken is the access token. A
 * file of one piece (≤ 16 MB) is one `files/upload`; a larger one an upload session (start,
 * append, finish) of 16 MB pieces, so it is never held whole. A failed upload is "File upload
 * error!!!", a failed download "Error downloading file!!!", a failed deletion "Deletion error!!!".
 */
export function dropboxProvider(
  credentials: DropboxCredentials,
  outbound: OutboundHttp,
  endpoints: Pick<ProviderEndpoints, 'dropboxApi' | 'dropboxContent'>,
): UploadProvider {
  const accessToken = async (): Promise<string> => {
    const { DropR, DropK, DropS, DropToken } = credentials;
    if (DropR && DropK && DropS) {
      const answer = await outbound.request({
        method: 'POST',
        url: `${endpoints.dropboxApi}/oauth2/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: DropR,
          client_id: DropK,
          client_secret: DropS,
        }).toString(),
      });
      const token = jsonOf(answer).access_token;
      if (ok(answer) && typeof token === 'string') return token;
      throw new Error(`dropbox token refresh answered ${answer.status}`);
    }
    if (DropToken) return DropToken;
    throw new Error('no dropbox credentials');
  };

  const content = (token: string, endpoint: string, arg: unknown, body: Uint8Array) =>
    outbound.request({
      method: 'POST',
      url: `${endpoints.dropboxContent}/2/${endpoint}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'dropbox-api-arg': apiArg(arg),
      },
      body,
    });

  const expect = (answer: OutboundResponse, step: string) => {
    if (!ok(answer)) throw new Error(`dropbox ${step} answered ${answer.status}`);
    return jsonOf(answer);
  };

  return {
    server: 'dropbox',
    async upload(file) {
      const path = dropboxPath(file);
      const commit = { path, mode: 'add', autorename: true, mute: true };
      try {
        const token = await accessToken();
        let sessionId: string | null = null;
        let offset = 0;
        let single: Uint8Array | null = null;
        for await (const piece of chunksOf(await file.open(), providerChunkBytes)) {
          if (single === null && sessionId === null && offset === 0) {
            // Held back one piece: only a file of more than one piece needs a session.
            single = piece;
            offset += piece.byteLength;
            continue;
          }
          if (sessionId === null && single) {
            const started = expect(
              await content(token, 'files/upload_session/start', { close: false }, single),
              'start',
            );
            if (typeof started.session_id !== 'string') throw new Error('dropbox gave no session id');
            sessionId = started.session_id;
            single = null;
          }
          expect(
            await content(
              token,
              'files/upload_session/append_v2',
              { cursor: { session_id: sessionId, offset } },
              piece,
            ),
            'append',
          );
          offset += piece.byteLength;
        }
        const done = sessionId
          ? expect(
              await content(
                token,
                'files/upload_session/finish',
                { cursor: { session_id: sessionId, offset }, commit },
                new Uint8Array(0),
              ),
              'finish',
            )
          : expect(await content(token, 'files/upload', commit, single ?? new Uint8Array(0)), 'upload');
        const stored = typeof done.path_display === 'string' ? done.path_display : path;
        return { server: 'dropbox', filePath: stored, url: null };
      } catch (error) {
        console.error('[colmena] dropbox upload failed:', error instanceof Error ? error.message : error);
        throw new AppError('file_upload_error');
      }
    },
    async download(filePath) {
      try {
        const token = await accessToken();
        const answer = await content(token, 'files/download', { path: filePath }, new Uint8Array(0));
        if (!ok(answer)) throw new Error(`dropbox download answered ${answer.status}`);
        return answer.body;
      } catch (error) {
        console.error('[colmena] dropbox download failed:', error instanceof Error ? error.message : error);
        throw new AppError('error_downloading_file');
      }
    },
    async remove(filePath) {
      try {
        const token = await accessToken();
        const answer = await outbound.request({
          method: 'POST',
          url: `${endpoints.dropboxApi}/2/files/delete_v2`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ path: filePath }),
        });
        if (ok(answer)) return true;
        const summary = jsonOf(answer).error_summary;
        // Already gone (deleted by hand in Dropbox, or a removal retried): nothing left to do.
        if (
          answer.status === 409 &&
          typeof summary === 'string' &&
          summary.startsWith('path_lookup/not_found')
        )
          return false;
        throw new Error(
          `dropbox delete answered ${answer.status} ${typeof summary === 'string' ? summary : ''}`,
        );
      } catch (error) {
        console.error(
          `[colmena] dropbox delete of ${filePath} failed:`,
          error instanceof Error ? error.message : error,
        );
        throw new AppError('deletion_error');
      }
    },
  };
}
