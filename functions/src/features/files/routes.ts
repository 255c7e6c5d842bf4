import {
  maxUploadBytes,
  type PendingUpload,
  type UploadOwner,
  uploadSlotRequestSchema,
} from '@colmena/shared/files';
import { actorOfCaller } from '@colmena/shared/policy';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { parseRangeHeader } from '../../platform/files/byteRange';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireCaller } from '../../platform/http/caller';
import { multipartFile } from '../../platform/http/multipartFile';
import { readJson } from '../../platform/http/readJson';
import { requestHeader } from '../../platform/http/requestHeader';
import { requireTenant } from '../../platform/http/requireTenant';
import { guardedHttp } from '../../platform/outbound/guardedHttp';
import { providerEndpoints } from './providers/uploadProvider';
import { servedFile } from './servedFile';
import { completeSignedUpload, uploadSlot } from './signedUpload';
import { registerPendingUploadSweep } from './sweepPendingUpload';
import { uploadFile } from './uploadFile';

const prefix = '/api/files/';

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new AppError('not_found');
  }
}

/**
 * Whether a ranged answer may be sent for the file as served: without `If-Range`, yes; with it,
 * only when it names this version of the file by its Last-Modified date (an entity tag never
 * matches: none is sent), else the whole file goes (RFC 9110 §13.1.5).
 */
function rangeStillValid(c: Context<AppEnv>, modifiedAt: Date | null): boolean {
  const ifRange = requestHeader(c, 'if-range');
  return ifRange === undefined || (modifiedAt !== null && ifRange === modifiedAt.toUTCString());
}

/** `POST /api/files` takes a body of up to 150 MB: the 1 MiB JSON limit of `/api/*` skips it (app.ts). */
export const isUploadRequest = (c: Context<AppEnv>): boolean =>
  c.req.method === 'POST' && c.req.path === '/api/files';

/** `?collection=<name>&docId=<id>` (a document's file) or `?owner=company` (logos, icons). */
function ownerOf(c: Context<AppEnv>): UploadOwner {
  const { collection, docId, owner } = c.req.query();
  if (owner === 'company' && collection === undefined && docId === undefined) return { company: true };
  if (owner === undefined && collection && docId) return { collection, docId };
  throw new AppError('bad_request', 'Name the owning document (collection and docId) or owner=company');
}

/**
 * `&pending=1` (and `&projectId=<id>` for a journal): the owning document is yet to be created
 * by the form sending the file (uploadOwner.ts decides who may). Undefined for any other upload.
 */
function pendingOf(c: Context<AppEnv>): PendingUpload | undefined {
  const { pending, projectId, owner } = c.req.query();
  if (pending === undefined) {
    if (projectId !== undefined) throw new AppError('bad_request', 'projectId goes with pending=1');
    return undefined;
  }
  if (pending !== '1' || owner !== undefined)
    throw new AppError('bad_request', 'pending=1 names a document to be created (collection and docId)');
  return projectId ? { projectId } : {};
}

/**
 * The body as Node's own stream when @hono/node-server serves the request and nothing read it
 * yet: no web-stream wrapping per chunk, and Node's backpressure straight to the socket (Node
 * 20's Readable.toWeb queues ahead of a slow reader). Cloud Functions hand over a body already
 * read (`rawBody`), and tests have no Node request: then the web body.
 */
function requestBody(c: Context<AppEnv>) {
  const incoming = c.env?.incoming;
  if (incoming && !('rawBody' in incoming) && !incoming.readableEnded && incoming.readableFlowing === null)
    return incoming;
  return c.req.raw.body;
}

/** How long a refused upload's sender gets to read the answer while what it still sends is discarded. */
const lingerMs = 5000;

/**
 * After a refusal, the rest of the body is read and thrown away for a short while instead of
 * being left unread: closing a socket with unread data resets the connection, and the sender
 * (still writing) would lose the answer with it (write EPIPE instead of the 413). So the answer
 * does not close the connection either (`Connection: close` made Node destroy the socket as soon
 * as the answer was out, the same reset): the body is drained, and the socket is cut only if the
 * sender is still sending after lingerMs. Nothing read here is kept. Returns false when there is
 * no socket to drain (the body was read already, or is a web stream).
 */
function lingerAfterRefusal(c: Context<AppEnv>): boolean {
  const incoming = c.env?.incoming;
  if (!incoming || 'rawBody' in incoming || incoming.readableEnded) return false;
  incoming.resume();
  const cut = setTimeout(() => incoming.socket?.destroy(), lingerMs);
  cut.unref();
  // Drained in time: the connection is clean and may serve the sender's next request.
  incoming.once('end', () => clearTimeout(cut));
  return true;
}

function declaredLength(c: Context<AppEnv>): number | undefined {
  const length = requestHeader(c, 'content-length');
  return length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
}

/**
 * `GET /api/files/<path>`: a stored file (servedFile.ts decides who may have it); `POST /api/files`:
 * an upload (uploadFile.ts), multipart with one part named `file`, the owner in the query.
 * Provider calls go through the outbound guard (tests give one that lets a loopback through).
 */
export function filesRoutes(deps: AppDeps) {
  const services = {
    ...deps,
    // A provider download is at most an upload's size; a provider gets a minute per 16 MB piece.
    outbound: deps.outbound ?? guardedHttp({ limits: { timeoutMs: 60_000, maxBytes: maxUploadBytes } }),
    endpoints: { ...providerEndpoints, ...deps.config.uploadProviders },
  };
  registerPendingUploadSweep(services);
  return new Hono<AppEnv>()
    .post('/files', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      let answer: Awaited<ReturnType<typeof uploadFile>>;
      try {
        answer = await uploadFile(services, {
          tenant,
          actor,
          owner: ownerOf(c),
          pending: pendingOf(c),
          declaredLength: declaredLength(c),
          openFile: () => multipartFile(requestHeader(c, 'content-type'), requestBody(c)),
        });
      } catch (error) {
        // A refused upload's unread body is drained; where it cannot be, the connection is not reused.
        if (!lingerAfterRefusal(c)) c.header('Connection', 'close');
        throw error;
      }
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 201);
    })
    .post('/files/slots', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      const slot = uploadSlotRequestSchema.safeParse(await readJson(c));
      if (!slot.success) throw new AppError('bad_request', 'Name the file: {name, size, contentType?}');
      const answer = await uploadSlot(services, {
        tenant,
        actor,
        owner: ownerOf(c),
        pending: pendingOf(c),
        slot: slot.data,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    })
    .post('/files/slots/:id', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      const answer = await completeSignedUpload(services, { tenant, actor, id: c.req.param('id') });
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 201);
    })
    .get('/files/*', async (c) => {
      const tenant = requireTenant(c);
      const path = decodePath(c.req.path.slice(prefix.length));
      // Streamed: a large upload is never held in memory to be sent.
      const range = parseRangeHeader(requestHeader(c, 'range')) ?? undefined;
      let file = await servedFile(services, tenant, c.get('caller'), path, range);
      if (range && !rangeStillValid(c, file.modifiedAt)) {
        if (file.body instanceof ReadableStream) await file.body.cancel();
        file = await servedFile(services, tenant, c.get('caller'), path);
      }
      c.header('Cache-Control', file.cache === 'public' ? 'public, max-age=3600' : 'private, max-age=300');
      if (file.modifiedAt) c.header('Last-Modified', file.modifiedAt.toUTCString());
      c.header('Accept-Ranges', 'bytes');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Disposition', file.disposition);
      // Tenant-uploaded SVG or HTML must not run scripts on our origin when opened directly.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (file.range === 'unsatisfiable') {
        c.header('Content-Range', `bytes */${file.size}`);
        return c.body(null, 416);
      }
      c.header('Content-Type', file.contentType);
      const body = file.body as ReadableStream<Uint8Array>;
      if (file.range) {
        c.header('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
        c.header('Content-Length', String(file.range.end - file.range.start + 1));
        return c.body(body, 206);
      }
      c.header('Content-Length', String(file.size));
      return c.body(body);
    });
}
