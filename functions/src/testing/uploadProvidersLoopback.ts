import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

/** One request a provider loopback was sent, as the provider would see it. */
export interface ProviderCall {
  path: string;
  headers: IncomingMessage['headers'];
  /** Multipart form fields (Cloudinary) or the Dropbox-API-Arg JSON. */
  fields: Record<string, unknown>;
  bytes: number;
}

export interface LoopbackOptions {
  /** Fail this call (by path suffix) with this status. */
  failOn?: { path: string; status: number };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

function multipart(req: IncomingMessage, body: Buffer) {
  return new Promise<{ fields: Record<string, string>; file: Buffer; filename: string }>(
    (resolve, reject) => {
      const fields: Record<string, string> = {};
      const parts: Buffer[] = [];
      let filename = '';
      const parser = busboy({ headers: req.headers, defParamCharset: 'utf8' });
      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (_name, stream, info) => {
        filename = info.filename;
        stream.on('data', (chunk: Buffer) => parts.push(chunk));
      });
      parser.on('close', () => resolve({ fields, file: Buffer.concat(parts), filename }));
      parser.on('error', reject);
      parser.end(body);
    },
  );
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A loopback server speaking Cloudinary's upload API: POST `/v1_1/<cloud>/<image|video|raw>/upload`
 * with the form fields `upload_preset` and `file`, in pieces (`X-Unique-Upload-Id`,
 * `Content-Range`) or whole; the last piece is answered with `secure_url`; an unknown preset is
 * a 400 as Cloudinary sends it.
 */
export async function startCloudinaryLoopback(preset: string, options: LoopbackOptions = {}) {
  const calls: ProviderCall[] = [];
  /** Assembled uploads by their secure_url. */
  const uploaded = new Map<string, Buffer>();
  const pending = new Map<string, Buffer[]>();
  const server = await listen(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    const route = /^\/v1_1\/([\w-]+)\/(image|video|raw)\/upload$/.exec(path);
    if (req.method !== 'POST' || !route) return json(res, 404, { error: { message: 'Not found' } });
    const { fields, file, filename } = await multipart(req, body);
    calls.push({ path, headers: req.headers, fields, bytes: file.byteLength });
    if (options.failOn && path.endsWith(options.failOn.path))
      return json(res, options.failOn.status, { error: { message: 'scripted failure' } });
    if (fields.upload_preset !== preset)
      return json(res, 400, { error: { message: 'Upload preset not found' } });
    const uploadId = req.headers['x-unique-upload-id'];
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
    const key = typeof uploadId === 'string' ? uploadId : filename;
    const parts = pending.get(key) ?? [];
    parts.push(file);
    pending.set(key, parts);
    if (range && Number(range[2]) + 1 < Number(range[3])) return json(res, 200, { done: false });
    pending.delete(key);
    const [, cloud, type] = route;
    const secureUrl = `https://res.cloudinary.com/${cloud}/${type}/upload/v1764000000/${filename}`;
    uploaded.set(secureUrl, Buffer.concat(parts));
    return json(res, 200, {
      secure_url: secureUrl,
      resource_type: type,
      bytes: Buffer.concat(parts).byteLength,
    });
  });
  return { ...server, calls, uploaded };
}

/**
 * A loopback server speaking Dropbox's HTTP API: `/oauth2/token` (refresh token grant),
 * `/2/files/upload`, `/2/files/upload_session/{start,append_v2,finish}` and `/2/files/download`,
 * each with the Bearer token it handed out and the `Dropbox-API-Arg` header, and the RPC
 * `/2/files/delete_v2` with its JSON body (409 `path_lookup/not_found/` for a missing path).
 */
export async function startDropboxLoopback(
  app: { key: string; secret: string; refresh: string },
  options: LoopbackOptions = {},
) {
  const calls: ProviderCall[] = [];
  const files = new Map<string, Buffer>();
  const sessions = new Map<string, Buffer[]>();
  const token = 'sl.loopback-access-token';
  let sessionCount = 0;
  const server = await listen(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    const argHeader = req.headers['dropbox-api-arg'];
    const rpc =
      String(req.headers['content-type'] ?? '').startsWith('application/json') && body.byteLength > 0;
    const arg =
      typeof argHeader === 'string'
        ? (JSON.parse(argHeader) as Record<string, unknown>)
        : rpc
          ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>)
          : {};
    calls.push({ path, headers: req.headers, fields: arg, bytes: body.byteLength });
    if (options.failOn && path.endsWith(options.failOn.path))
      return json(res, options.failOn.status, { error_summary: 'scripted/failure' });
    if (path === '/oauth2/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      const valid =
        form.get('grant_type') === 'refresh_token' &&
        form.get('refresh_token') === app.refresh &&
        form.get('client_id') === app.key &&
        form.get('client_secret') === app.secret;
      return valid
        ? json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 14400 })
        : json(res, 400, { error: 'invalid_grant' });
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, { error_summary: 'invalid_access_token/' });
    const commit = (target: Record<string, unknown>, bytes: Buffer) => {
      const name = String(target.path);
      files.set(name.toLowerCase(), bytes);
      return json(res, 200, {
        name: name.split('/').pop(),
        path_display: name,
        path_lower: name.toLowerCase(),
        size: bytes.byteLength,
      });
    };
    switch (path) {
      case '/2/files/upload':
        return commit(arg, body);
      case '/2/files/upload_session/start': {
        const id = `session-${++sessionCount}`;
        sessions.set(id, [body]);
        return json(res, 200, { session_id: id });
      }
      case '/2/files/upload_session/append_v2': {
        const cursor = arg.cursor as { session_id: string; offset: number };
        const parts = sessions.get(cursor.session_id);
        if (!parts || Buffer.concat(parts).byteLength !== cursor.offset)
          return json(res, 409, { error_summary: 'incorrect_offset/' });
        parts.push(body);
        return json(res, 200, null);
      }
      case '/2/files/upload_session/finish': {
        const cursor = arg.cursor as { session_id: string; offset: number };
        const parts = sessions.get(cursor.session_id);
        if (!parts) return json(res, 409, { error_summary: 'not_found/' });
        parts.push(body);
        const bytes = Buffer.concat(parts);
        if (bytes.byteLength !== cursor.offset + body.byteLength)
          return json(res, 409, { error_summary: 'incorrect_offset/' });
        sessions.delete(cursor.session_id);
        return commit(arg.commit as Record<string, unknown>, bytes);
      }
      case '/2/files/delete_v2': {
        const name = String(arg.path);
        if (!files.delete(name.toLowerCase()))
          return json(res, 409, {
            error_summary: 'path_lookup/not_found/..',
            error: { '.tag': 'path_lookup', path_lookup: { '.tag': 'not_found' } },
          });
        return json(res, 200, {
          metadata: {
            '.tag': 'file',
            name: name.split('/').pop(),
            path_display: name,
            path_lower: name.toLowerCase(),
          },
        });
      }
      case '/2/files/download': {
        const bytes = files.get(String(arg.path).toLowerCase());
        if (!bytes) return json(res, 409, { error_summary: 'path/not_found/' });
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'dropbox-api-result': JSON.stringify({ path_display: arg.path, size: bytes.byteLength }),
        });
        res.end(bytes);
        return;
      }
      default:
        return json(res, 404, { error_summary: 'not_found' });
    }
  });
  return { ...server, calls, files };
}
