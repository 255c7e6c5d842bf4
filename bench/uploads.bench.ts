import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { squareThumbnail } from '../functions/src/platform/images/squareThumbnail';
import { maxUploadBytes } from '../shared/src/files/uploadLimits';
import { tenantHost } from './harness/benchConfig';
import { dataDirIn, startColmena } from './harness/colmenaServer';
import { freePort } from './harness/freePort';
import { signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

const password = 'Colmena2026';
const uploadPath = '/api/files?collection=proyectos&docId=p-001';
const thumbnailRounds = 7;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The resident set of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** A file of `size` bytes of random data (a video's bytes look random), written 1 MiB at a time. */
function writeFile(path: string, size: number) {
  const fd = openSync(path, 'w');
  const block = randomBytes(1024 * 1024);
  for (let written = 0; written < size; ) {
    const n = Math.min(block.length, size - written);
    writeSync(fd, block, 0, n);
    written += n;
  }
  closeSync(fd);
}

/** `cp` of the same file in the same run: the disk's own speed, the figure the upload is held to. */
function copyMs(source: string, target: string): number {
  const started = performance.now();
  const done = spawnSync('cp', [source, target]);
  if (done.status !== 0) throw new Error(`cp failed: ${done.stderr}`);
  return performance.now() - started;
}

/** Posts `file` as the multipart part `file`, streamed from disk, while sampling the server's RSS. */
interface UploadOptions {
  path?: string;
  /** Sent chunked, without a Content-Length: only the streamed limit can stop it. */
  chunked?: boolean;
}

function upload(
  baseUrl: string,
  host: string,
  cookie: string,
  file: string,
  pid: number,
  options: UploadOptions = {},
) {
  const path = options.path ?? uploadPath;
  // As a browser frames it (Chromium: 38 characters; the parser's skip grows with its length).
  const boundary = '----WebKitFormBoundaryq3Z8xT0bLmYc2VwA';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 20);
  const started = performance.now();
  return new Promise<{ status: number; body: string; ms: number; peakRss: number }>((resolve, reject) => {
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
          clearInterval(sampler);
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started, peakRss });
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

/** A 12-megapixel photo-like JPEG (4000 × 3000: smooth gradients with fine noise), as a phone takes. */
async function twelveMegapixelJpeg(): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = seed % 24;
      const i = (y * width + x) * 3;
      raw[i] = (x / 16 + noise) & 255;
      raw[i + 1] = (y / 12 + noise) & 255;
      raw[i + 2] = ((x + y) / 28 + noise) & 255;
    }
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/**
 * Issue 11 targets: a 150 MB upload streamed to the local store at ≥ 0.5× the throughput of `cp`
 * of the same file in the same run, the server's RSS growing ≤ 50 MB; a 151 MB upload refused
 * with the RSS as flat; the thumbnail of a 12-megapixel JPEG ≤ 300 ms (median, in process).
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-uploads');
  try {
    const source = join(work.path, 'upload-150mb.bin');
    const tooBig = join(work.path, 'upload-151mb.bin');
    progress('writing the 150 MB and 151 MB files…');
    writeFile(source, maxUploadBytes);
    writeFile(tooBig, 151 * 1024 * 1024);
    copyMs(source, join(work.path, 'warm.bin'));
    const cpMs = Math.min(
      copyMs(source, join(work.path, 'copy1.bin')),
      copyMs(source, join(work.path, 'copy2.bin')),
    );

    const server = await startColmena(work.path, 'colmena');
    let accepted: Awaited<ReturnType<typeof upload>>;
    let refused: Awaited<ReturnType<typeof upload>>;
    let refusedChunked: Awaited<ReturnType<typeof upload>>;
    let rssBefore: number;
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const host = `${tenantHost}:${server.port}`;
      const pid = server.pid;
      if (!pid) throw new Error('no server pid');
      const cookie = await signInCookie(server.baseUrl, host, 'employee@demo.test', password);
      rssBefore = rssMb(pid);
      progress('POST /api/files: 150 MB…');
      accepted = await upload(server.baseUrl, host, cookie, source, pid);
      if (accepted.status !== 201) throw new Error(`150 MB upload: ${accepted.status} ${accepted.body}`);
      progress('POST /api/files: 151 MB…');
      const failed = (error: unknown) => ({ status: 0, body: String(error), ms: 0, peakRss: rssMb(pid) });
      refused = await upload(server.baseUrl, host, cookie, tooBig, pid).catch(failed);
      progress('POST /api/files: 151 MB chunked (no Content-Length)…');
      refusedChunked = await upload(server.baseUrl, host, cookie, tooBig, pid, { chunked: true }).catch(
        failed,
      );
    } finally {
      await server.stop();
    }

    // The floor of any Node server on this machine: the same client, the body piped to a file.
    progress('bare node:http server: 150 MB piped to a file…');
    const bare = spawnNodeServer({
      script: join(repoRoot, 'bench/harness/bareUploadServer.mjs'),
      port: await freePort(),
      cwd: repoRoot,
      env: { DATA_DIR: dataDirIn(join(work.path, 'bare')) },
      logFile: join(work.path, 'bare.log'),
    });
    let bareUpload: Awaited<ReturnType<typeof upload>>;
    let bareRssBefore: number;
    try {
      await bare.waitForOk('/');
      if (!bare.pid) throw new Error('no bare server pid');
      bareRssBefore = rssMb(bare.pid);
      bareUpload = await upload(bare.baseUrl, 'localhost', '', source, bare.pid, { path: '/' });
    } finally {
      await bare.stop();
    }

    progress(`thumbnail of a 12-megapixel JPEG × ${thumbnailRounds}…`);
    const photo = await twelveMegapixelJpeg();
    await squareThumbnail(streamOf(photo));
    const times: number[] = [];
    for (let i = 0; i < thumbnailRounds; i++) {
      const started = performance.now();
      await squareThumbnail(streamOf(photo));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    const mb = maxUploadBytes / 1e6;
    const uploadMBps = mb / (accepted.ms / 1000);
    const cpMBps = mb / (cpMs / 1000);
    const result = {
      uploads: {
        bytes: maxUploadBytes,
        uploadMs: round(accepted.ms),
        uploadMBps: round(uploadMBps),
        cpMs: round(cpMs),
        cpMBps: round(cpMBps),
        throughputRatio: round(uploadMBps / cpMBps, 3),
        bareNode: {
          uploadMs: round(bareUpload.ms),
          uploadMBps: round(mb / (bareUpload.ms / 1000)),
          throughputRatio: round(mb / (bareUpload.ms / 1000) / cpMBps, 3),
          colmenaOverBare: round(uploadMBps / (mb / (bareUpload.ms / 1000)), 3),
          rssGrowthMb: round(bareUpload.peakRss - bareRssBefore),
        },
        rssBeforeMb: round(rssBefore),
        rssPeakMb: round(accepted.peakRss),
        rssGrowthMb: round(accepted.peakRss - rssBefore),
        refused151Mb: {
          status: refused.status,
          message: refused.body.slice(0, 120),
          rssGrowthMb: round(refused.peakRss - rssBefore),
        },
        refused151MbChunked: {
          status: refusedChunked.status,
          message: refusedChunked.body.slice(0, 120),
          ms: round(refusedChunked.ms),
          rssGrowthMb: round(refusedChunked.peakRss - rssBefore),
        },
        thumbnail12Mp: {
          jpegBytes: photo.byteLength,
          medianMs: round(times[Math.floor(times.length / 2)] ?? 0),
          maxMs: round(times.at(-1) ?? 0),
        },
        targets: { throughputRatio: 0.5, rssGrowthMb: 50, thumbnailMs: 300 },
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
    const { uploads } = result;
    const missed =
      uploads.throughputRatio < 0.5 ||
      uploads.rssGrowthMb > 50 ||
      uploads.refused151Mb.status !== 413 ||
      uploads.refused151MbChunked.status !== 413 ||
      uploads.refused151MbChunked.rssGrowthMb > 50 ||
      uploads.thumbnail12Mp.medianMs > 300;
    if (missed) process.exitCode = 1;
  } finally {
    work.remove();
  }
}

await main();
