import { createHash, type KeyObject, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

interface StoredObject {
  body: Buffer;
  contentType: string;
  generation: number;
  updated: string;
  /** Custom metadata (`x-goog-meta-*` of a signed PUT). */
  metadata?: Record<string, string>;
}

/** The key signed URLs are checked against (the service account's public key). */
export interface FakeSigner {
  clientEmail: string;
  publicKey: KeyObject | string;
}

export interface FakeCloudStorage {
  /** For `new Storage({ apiEndpoint })`. */
  endpoint: string;
  /** Every request, `METHOD path?query`, to see what the client asked. */
  requests: string[];
  objects(bucket: string): string[];
  /** An object's metadata as stored (custom metadata included), or undefined. */
  object(
    bucket: string,
    name: string,
  ): { size: number; contentType: string; metadata?: Record<string, string> } | undefined;
  stop(): Promise<void>;
}

const crc32cOf = (body: Buffer) => {
  const crc = new CRC32C();
  crc.update(body);
  return crc.toString();
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The bytes a media download's `Range: bytes=a-b | a- | -n` header asks for, as GCS reads it. */
function mediaRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/** `encodeURIComponent` as the client's signer encodes: `!'()*` too. */
const signerEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20260201T100000Z` → epoch ms. */
const googDate = (text: string) =>
  Date.parse(text.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * Checks a V4 signed request as GCS does (GOOG4-RSA-SHA256): the canonical request rebuilt from
 * what arrived — method, path, the query without the signature, the signed headers' values —
 * hashed into the string to sign, verified with the service account's public key; the date and
 * expiry too. One liberty: `host` is compared without the port (the client signs the hostname
 * of its endpoint, here a loopback with a port). Null when valid, else why not.
 */
function signatureProblem(req: IncomingMessage, signer: FakeSigner, now: number): string | null {
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = url.searchParams;
  if (query.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256') return 'algorithm';
  const credential = query.get('X-Goog-Credential') ?? '';
  if (!credential.startsWith(`${signer.clientEmail}/`)) return 'credential';
  const date = query.get('X-Goog-Date') ?? '';
  const expires = Number(query.get('X-Goog-Expires'));
  if (!(googDate(date) + expires * 1000 >= now)) return 'expired';
  const signedHeaders = (query.get('X-Goog-SignedHeaders') ?? '').split(';');
  const headerValue = (name: string) =>
    name === 'host' ? String(req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[name] ?? '');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${headerValue(name)
          .trim()
          .replace(/\s{2,}/g, ' ')}\n`,
    )
    .join('');
  const canonicalQuery = [...query.entries()]
    .filter(([key]) => key !== 'X-Goog-Signature')
    .map(([key, value]) => `${signerEncode(key)}=${signerEncode(value)}`)
    .sort()
    .join('&');
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = credential.slice(signer.clientEmail.length + 1);
  const toSign = [
    'GOOG4-RSA-SHA256',
    date,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signature = Buffer.from(query.get('X-Goog-Signature') ?? '', 'hex');
  return verify('RSA-SHA256', Buffer.from(toSign), signer.publicKey, signature) ? null : 'signature';
}

/** The parts of a multipart/related body: the object's JSON metadata, then its bytes. */
function multipartParts(body: Buffer, boundary: string): { headers: string; content: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; content: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start + 2, next - 2); // after CRLF, before the CRLF ahead of the delimiter
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString(), content: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

/**
 * A loopback server speaking the part of the Cloud Storage JSON API the files adapter uses
 * (multipart upload, metadata, media download, delete), so CloudStorageFiles runs the files
 * conformance suite through the real @google-cloud/storage client. Google's own Storage emulator
 * (firebase-tools) needs Java 21 and a rules jar it downloads, which this machine cannot do.
 * An upload whose request is cut off before its closing boundary makes no object, as in GCS.
 */
export async function startFakeCloudStorage(
  options: { signer?: FakeSigner; now?: () => number } = {},
): Promise<FakeCloudStorage> {
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Map<string, StoredObject>>();
  const requests: string[] = [];
  let generation = 0;
  const bucketOf = (name: string) => {
    const bucket = buckets.get(name) ?? new Map<string, StoredObject>();
    buckets.set(name, bucket);
    return bucket;
  };
  const resource = (bucket: string, name: string, object: StoredObject) => ({
    kind: 'storage#object',
    id: `${bucket}/${name}/${object.generation}`,
    name,
    bucket,
    generation: String(object.generation),
    contentType: object.contentType,
    size: String(object.body.byteLength),
    md5Hash: createHash('md5').update(object.body).digest('base64'),
    crc32c: crc32cOf(object.body),
    timeCreated: object.updated,
    updated: object.updated,
    ...(object.metadata ? { metadata: object.metadata } : {}),
  });
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    send(res, 404, { error: { code: 404, message: 'No such object', errors: [{ reason: 'notFound' }] } });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/storage\/v1/, '');
    try {
      const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (upload && req.method === 'POST' && url.searchParams.get('uploadType') === 'multipart') {
        const boundary = /boundary=("?)([^";]+)\1/.exec(req.headers['content-type'] ?? '')?.[2];
        const body = await readBody(req);
        const parts = boundary ? multipartParts(body, boundary) : [];
        const [meta, media] = parts;
        if (!meta || !media) return send(res, 400, { error: { code: 400, message: 'bad multipart body' } });
        const metadata = JSON.parse(meta.content.toString()) as { name?: string; contentType?: string };
        const name = url.searchParams.get('name') ?? metadata.name;
        if (!name) return send(res, 400, { error: { code: 400, message: 'no object name' } });
        const bucketName = decodeURIComponent(upload[1] ?? '');
        const object: StoredObject = {
          body: media.content,
          contentType:
            metadata.contentType ??
            /content-type:\s*(.+)/i.exec(media.headers)?.[1] ??
            'application/octet-stream',
          generation: ++generation,
          updated: new Date().toISOString(),
        };
        bucketOf(bucketName).set(name, object);
        return send(res, 200, resource(bucketName, name, object));
      }
      // A browser's PUT to a V4 signed URL (the XML API's path: /<bucket>/<object>).
      if (req.method === 'PUT' && url.searchParams.has('X-Goog-Signature')) {
        const problem = options.signer ? signatureProblem(req, options.signer, now()) : 'no signer';
        if (problem) {
          res.writeHead(403, { 'content-type': 'text/plain' });
          return res.end(`SignatureDoesNotMatch: ${problem}`);
        }
        const [, bucketName = '', ...rest] = url.pathname.split('/');
        const name = rest.map(decodeURIComponent).join('/');
        const body = await readBody(req);
        const range = /^(\d+),(\d+)$/.exec(String(req.headers['x-goog-content-length-range'] ?? ''));
        if (range && (body.byteLength < Number(range[1]) || body.byteLength > Number(range[2]))) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          return res.end('EntityTooLarge');
        }
        const metadata = Object.fromEntries(
          Object.entries(req.headers)
            .filter(([key]) => key.startsWith('x-goog-meta-'))
            .map(([key, value]) => [key.slice('x-goog-meta-'.length), String(value)]),
        );
        bucketOf(bucketName).set(name, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          generation: ++generation,
          updated: new Date(now()).toISOString(),
          metadata,
        });
        res.writeHead(200).end();
        return;
      }
      // Copy (File#copy, File#move): in one go, never a rewrite token.
      const rewrite = /^\/b\/([^/]+)\/o\/(.+)\/rewriteTo\/b\/([^/]+)\/o\/(.+)$/.exec(path);
      if (rewrite && req.method === 'POST') {
        const [, fromBucket = '', fromName = '', toBucket = '', toName = ''] =
          rewrite.map(decodeURIComponent);
        const source = bucketOf(fromBucket).get(fromName);
        if (!source) return notFound(res);
        const copy = { ...source, generation: ++generation, updated: new Date(now()).toISOString() };
        bucketOf(toBucket).set(toName, copy);
        return send(res, 200, {
          kind: 'storage#rewriteResponse',
          totalBytesRewritten: String(copy.body.byteLength),
          objectSize: String(copy.body.byteLength),
          done: true,
          resource: resource(toBucket, toName, copy),
        });
      }
      const match = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
      if (!match)
        return send(res, 501, { error: { code: 501, message: `fake: ${req.method} ${url.pathname}` } });
      const bucketName = decodeURIComponent(match[1] ?? '');
      const name = decodeURIComponent(match[2] ?? '');
      const object = bucketOf(bucketName).get(name);
      if (req.method === 'DELETE') {
        if (!bucketOf(bucketName).delete(name)) return notFound(res);
        return send(res, 204);
      }
      if (req.method !== 'GET')
        return send(res, 501, { error: { code: 501, message: `fake: ${req.method}` } });
      if (!object) return notFound(res);
      if (url.searchParams.get('alt') === 'media') {
        const ranged = mediaRange(req.headers.range, object.body.byteLength);
        if (ranged === 'unsatisfiable') {
          res.writeHead(416, { 'content-range': `bytes */${object.body.byteLength}` });
          return res.end();
        }
        if (ranged) {
          // As GCS: a partial download carries no whole-object hash to check it against.
          res.writeHead(206, {
            'content-type': object.contentType,
            'content-length': String(ranged.end - ranged.start + 1),
            'content-range': `bytes ${ranged.start}-${ranged.end}/${object.body.byteLength}`,
            'x-goog-generation': String(object.generation),
          });
          return res.end(object.body.subarray(ranged.start, ranged.end + 1));
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.byteLength),
          'x-goog-hash': `crc32c=${crc32cOf(object.body)},md5=${createHash('md5').update(object.body).digest('base64')}`,
          'x-goog-generation': String(object.generation),
        });
        return res.end(object.body);
      }
      return send(res, 200, resource(bucketName, name, object));
    } catch (error) {
      // A cut upload ends here: its request closed before the body was whole.
      if (!res.headersSent) send(res, 400, { error: { code: 400, message: String(error) } });
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects: (bucket) => [...bucketOf(bucket).keys()].sort(),
    object: (bucket, name) => {
      const found = bucketOf(bucket).get(name);
      return (
        found && { size: found.body.byteLength, contentType: found.contentType, metadata: found.metadata }
      );
    },
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
