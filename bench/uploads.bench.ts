import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalFiles } from '../functions/src/platform/files/local/LocalFiles';
import { multipartFile } from '../functions/src/platform/http/multipartFile';
import { squareThumbnail } from '../functions/src/platform/images/squareThumbnail';
import { maxUploadBytes } from '../shared/src/files/uploadLimits';
import { tenantHost } from './harness/benchConfig';
import {
  boundary,
  copy,
  multipartHead,
  multipartTail,
  rssMb,
  type Timed,
  type UploadResult,
  upload,
  writeFile,
} from './harness/browserUpload';
import { dataDirIn, startColmena } from './harness/colmenaServer';
import { freePort } from './harness/freePort';
import { signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { recycleMemory } from './harness/recycledMemory';
import { type RunningServer, spawnNodeServer } from './harness/spawnServer';
import { median, round } from './harness/stats';
import { makeTempDir } from './harness/tempDir';

const password = 'Colmena2026';
const thumbnailRounds = 7;
/** Timed rounds of each write (cp, upload), interleaved; the best and the median of each are kept. */
const rounds = Number(process.env.UPLOAD_ROUNDS ?? 3);
const best = (values: number[]) => Math.min(...values);

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

/** The multipart body a browser sends for `file`, read from disk as the client sends it. */
function multipartBody(file: string): Readable {
  return Readable.from(
    (async function* () {
      yield multipartHead;
      yield* createReadStream(file, { highWaterMark: 1024 * 1024 });
      yield multipartTail;
    })(),
  );
}

/** `bytes` of random data in 64 KiB chunks, as a request body arrives from the socket (no disk read in the way). */
async function* socketSizedChunks(bytes: number): AsyncIterable<Uint8Array> {
  const block = randomBytes(1024 * 1024);
  for (let sent = 0; sent < bytes; sent += 64 * 1024) {
    const at = sent % block.length;
    yield block.subarray(at, at + Math.min(64 * 1024, bytes - sent));
  }
}

/** Runs `run` and returns its wall and CPU (this process's, all threads) in ms. */
async function inProcess(run: () => Promise<unknown>): Promise<Timed> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const summary = (runs: Timed[], cp: Timed[]) => ({
  ms: round(best(runs.map((r) => r.ms))),
  msMedian: round(median(runs.map((r) => r.ms))),
  throughputRatio: round(best(cp.map((r) => r.ms)) / best(runs.map((r) => r.ms)), 3),
  cpuMs: round(median(runs.map((r) => r.cpuMs))),
});

/**
 * Issue 11 targets: a 150 MB upload streamed to the local store at ≥ 0.5× the throughput of `cp`
 * of the same file in the same run, the server's RSS growing ≤ 50 MB; a 151 MB upload refused
 * with the RSS as flat; the thumbnail of a 12-megapixel JPEG ≤ 300 ms (median, in process).
 *
 * Measured fairly: `rounds` uploads (end to end: the first byte sent → the server's answer read)
 * interleaved with as many `cp`s of the same file, both reading it from the page cache and
 * neither syncing, each write starting on recycled memory (harness/recycledMemory.ts); the ratio
 * is best against best (medians beside). Where the time goes, stage by stage, with the CPU each
 * costs (what a change to the product moves, whatever else the machine runs): `cp`'s own; the
 * same client sending to a server that discards the body (`sinkServer`: the loopback transfer,
 * the floor of any upload here); to a bare node:http server piping it to a file (`bareNode`);
 * in this process, the body read and parsed by the product's multipart reader (`parse`) and the
 * file written by the product's store (`write`).
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-uploads');
  try {
    const source = join(work.path, 'upload-150mb.bin');
    const tooBig = join(work.path, 'upload-151mb.bin');
    progress('writing the 150 MB and 151 MB files…');
    writeFile(source, maxUploadBytes);
    writeFile(tooBig, 151 * 1024 * 1024);
    const recycle = () => recycleMemory(work.path, maxUploadBytes + 8 * 1024 * 1024);
    const copies: Timed[] = [];
    const timedCopy = () => {
      recycle();
      copies.push(copy(source, join(work.path, 'copy.bin')));
    };
    timedCopy();
    copies.length = 0;

    /** `rounds` uploads to `server`, each after a `cp` (both on recycled memory). */
    const uploads = async (
      server: RunningServer,
      options: { host: string; cookie: string; path?: string },
    ) => {
      const pid = server.pid;
      if (!pid) throw new Error('no server pid');
      const runs: UploadResult[] = [];
      for (let i = 0; i < rounds; i++) {
        timedCopy();
        recycle();
        const run = await upload(server.baseUrl, options.host, options.cookie, source, pid, {
          path: options.path,
        });
        if (run.status !== 201) throw new Error(`150 MB upload: ${run.status} ${run.body}`);
        runs.push(run);
      }
      return runs;
    };

    const server = await startColmena(work.path, 'colmena');
    let accepted: UploadResult[];
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
      progress(`POST /api/files: 150 MB × ${rounds}, each after a cp…`);
      accepted = await uploads(server, { host, cookie });
      progress('POST /api/files: 151 MB…');
      const failed = (error: unknown): UploadResult => ({
        status: 0,
        body: String(error),
        ms: 0,
        cpuMs: 0,
        clientCpuMs: 0,
        peakRss: rssMb(pid),
      });
      refused = await upload(server.baseUrl, host, cookie, tooBig, pid).catch(failed);
      progress('POST /api/files: 151 MB chunked (no Content-Length)…');
      refusedChunked = await upload(server.baseUrl, host, cookie, tooBig, pid, { chunked: true }).catch(
        failed,
      );
    } finally {
      await server.stop();
    }

    /** The same client and file against a bare node:http server (harness script). */
    const againstBare = async (script: string) => {
      const bare = spawnNodeServer({
        script: join(repoRoot, 'bench/harness', script),
        port: await freePort(),
        cwd: repoRoot,
        env: { DATA_DIR: dataDirIn(join(work.path, script)) },
        logFile: join(work.path, `${script}.log`),
      });
      try {
        await bare.waitForOk('/');
        const rssBefore = rssMb(bare.pid ?? 0);
        const runs = await uploads(bare, { host: 'localhost', cookie: '', path: '/' });
        return { runs, rssGrowthMb: Math.max(...runs.map((r) => r.peakRss)) - rssBefore };
      } finally {
        await bare.stop();
      }
    };
    progress('the same uploads to a server that discards the body…');
    const sink = await againstBare('sinkUploadServer.mjs');
    progress('… and to a bare node:http server piping it to a file…');
    const bare = await againstBare('bareUploadServer.mjs');

    progress('in process: the multipart reader, then the store…');
    const reads: Timed[] = [];
    const parses: Timed[] = [];
    const writes: Timed[] = [];
    const files = new LocalFiles(join(work.path, 'in-process'));
    for (let i = 0; i < rounds; i++) {
      reads.push(
        await inProcess(async () => {
          for await (const _ of multipartBody(source));
        }),
      );
      parses.push(
        await inProcess(async () => {
          const part = await multipartFile(
            `multipart/form-data; boundary=${boundary}`,
            multipartBody(source),
          );
          for await (const _ of part.bytes);
          await part.finished;
        }),
      );
      recycle();
      writes.push(
        await inProcess(() =>
          files.writeStream('bench', 'upload.bin', socketSizedChunks(maxUploadBytes), {
            maxBytes: maxUploadBytes,
          }),
        ),
      );
      await files.remove('bench', 'upload.bin');
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
    const uploadMs = best(accepted.map((r) => r.ms));
    const cpMs = best(copies.map((r) => r.ms));
    const rssPeak = Math.max(...accepted.map((r) => r.peakRss));
    const clientCpu = (runs: UploadResult[]) => round(median(runs.map((r) => r.clientCpuMs)));
    const result = {
      uploads: {
        bytes: maxUploadBytes,
        rounds,
        uploadMs: round(uploadMs),
        uploadMsMedian: round(median(accepted.map((r) => r.ms))),
        uploadMBps: round(mb / (uploadMs / 1000)),
        cpMs: round(cpMs),
        cpMsMedian: round(median(copies.map((r) => r.ms))),
        cpMBps: round(mb / (cpMs / 1000)),
        throughputRatio: round(cpMs / uploadMs, 3),
        throughputRatioMedian: round(median(copies.map((r) => r.ms)) / median(accepted.map((r) => r.ms)), 3),
        cpu: {
          cpMs: round(median(copies.map((r) => r.cpuMs))),
          serverMsPerUpload: round(median(accepted.map((r) => r.cpuMs))),
          clientMsPerUpload: clientCpu(accepted),
        },
        stages: {
          sinkServer: { ...summary(sink.runs, copies), clientCpuMs: clientCpu(sink.runs) },
          bareNode: {
            ...summary(bare.runs, copies),
            clientCpuMs: clientCpu(bare.runs),
            rssGrowthMb: round(bare.rssGrowthMb),
          },
          inProcess: {
            read: summary(reads, copies),
            parse: summary(parses, copies),
            write: summary(writes, copies),
          },
        },
        rssBeforeMb: round(rssBefore),
        rssPeakMb: round(rssPeak),
        rssGrowthMb: round(rssPeak - rssBefore),
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
    const { uploads: out } = result;
    const missed =
      out.throughputRatio < 0.5 ||
      out.rssGrowthMb > 50 ||
      out.refused151Mb.status !== 413 ||
      out.refused151MbChunked.status !== 413 ||
      out.refused151MbChunked.rssGrowthMb > 50 ||
      out.thumbnail12Mp.medianMs > 300;
    if (missed) process.exitCode = 1;
  } finally {
    work.remove();
  }
}

await main();
