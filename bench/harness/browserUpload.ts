import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { request } from 'node:http';
import { processCpuMicros } from './processCpu';

/**
 * The uploads bench's two writers of the same file: `cp`, and a browser-framed multipart
 * `POST` streamed from disk (the server's RSS sampled and its CPU read from /proc meanwhile).
 */

/** Where the bench uploads: a seeded project's files. */
export const uploadPath = '/api/files?collection=proyectos&docId=p-001';
// As a browser frames it (Chromium: 38 characters; the parser's skip grows with its length).
export const boundary = '----WebKitFormBoundaryq3Z8xT0bLmYc2VwA';
export const multipartHead = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n` +
    'Content-Type: video/mp4\r\n\r\n',
);
export const multipartTail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** The resident set of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** A file of `size` bytes of random data (a video's bytes look random), written 1 MiB at a time. */
export function writeFile(path: string, size: number) {
  const fd = openSync(path, 'w');
  const block = randomBytes(1024 * 1024);
  for (let written = 0; written < size; ) {
    const n = Math.min(block.length, size - written);
    writeSync(fd, block, 0, n);
    written += n;
  }
  closeSync(fd);
}

/** CPU ms of this process's finished children (cutime + cstime of /proc/self/stat). */
export function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export interface Timed {
  ms: number;
  /** CPU of the writer: cp's own, or the server's for an upload. */
  cpuMs: number;
}

/**
 * `cp` of the same file in the same run (page cache warm, no fsync — nor does the upload): the
 * machine's own copy speed, the figure the upload is held to. The copy is removed afterwards.
 */
export function copy(source: string, target: string): Timed {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const done = spawnSync('cp', [source, target]);
  const ms = performance.now() - started;
  if (done.status !== 0) throw new Error(`cp failed: ${done.stderr}`);
  rmSync(target);
  return { ms, cpuMs: childrenCpuMs() - cpuBefore };
}

export interface UploadResult extends Timed {
  status: number;
  body: string;
  peakRss: number;
  /** CPU of the sending side (this process: reading the file, the socket writes). */
  clientCpuMs: number;
}

/** Posts `file` as the multipart part `file`, streamed from disk, while sampling the server's RSS. */
export interface UploadOptions {
  path?: string;
  /** Sent chunked, without a Content-Length: only the streamed limit can stop it. */
  chunked?: boolean;
}

export function upload(
  baseUrl: string,
  host: string,
  cookie: string,
  file: string,
  pid: number,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const path = options.path ?? uploadPath;
  const head = multipartHead;
  const tail = multipartTail;
  const length = head.length + statSync(file).size + tail.length;
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 20);
  const started = performance.now();
  const serverCpuBefore = processCpuMicros(pid) ?? 0;
  const clientCpuBefore = process.cpuUsage();
  return new Promise<UploadResult>((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          const ms = performance.now() - started;
          clearInterval(sampler);
          const client = process.cpuUsage(clientCpuBefore);
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms,
            peakRss,
            cpuMs: ((processCpuMicros(pid) ?? 0) - serverCpuBefore) / 1000,
            clientCpuMs: (client.user + client.system) / 1000,
          });
        });
      },
    );
    let answered = false;
    req.on('response', () => {
      answered = true;
    });
    // A refusal closes the connection while the rest is still being sent: the answer counts.
    req.on('error', (error) => {
      if (answered) return;
      clearInterval(sampler);
      reject(error);
    });
    // As a browser sends it: the framing, then the file straight from disk, then the closing boundary.
    req.write(head);
    const body = createReadStream(file, { highWaterMark: 1024 * 1024 });
    body.pipe(req, { end: false });
    body.on('end', () => req.end(tail));
    req.on('close', () => body.destroy());
  });
}
