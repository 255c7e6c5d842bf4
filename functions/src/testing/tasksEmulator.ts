import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/**
 * firebase-tools' Cloud Tasks emulator (what `firebase emulators:start` runs beside the
 * Functions emulator, and where firebase-admin enqueues when CLOUD_TASKS_EMULATOR_HOST is set),
 * run in this process: its express app and queue controller, without the CLI. A queue is
 * registered as the Functions emulator registers a task queue function from its manifest; the
 * emulator then POSTs each task to the function's URL.
 */
const tasksEmulatorModule = resolve(
  import.meta.dirname,
  '../../../node_modules/firebase-tools/lib/emulator/tasksEmulator.js',
);
// The emulator's own express, so a task queue function is served as the Functions Framework serves it.
const requireFromEmulator = createRequire(tasksEmulatorModule);

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
interface ExpressApp {
  (req: IncomingMessage, res: ServerResponse): void;
  use(handler: unknown): void;
  post(path: string, handler: Handler): void;
  listen(port: number, host: string, done: () => void): Server;
}
interface ExpressModule {
  (): ExpressApp;
  json(options: { limit: string }): unknown;
}
interface TasksEmulatorModule {
  TasksEmulator: new (args: {
    host: string;
    port: number;
  }) => { createHubServer(): ExpressApp; controller: { stop(): void } };
}

export interface TaskQueueRegistration {
  project: string;
  region: string;
  /** The task queue function: its queue bears its name. */
  functionName: string;
  /** Where the emulator POSTs the queue's tasks (the Functions emulator's URL of the function). */
  url: string;
  /** The function's manifest `taskQueueTrigger` (retryConfig, rateLimits). */
  trigger?: object;
}

export interface TasksEmulator {
  /** `127.0.0.1:<port>`, the value of CLOUD_TASKS_EMULATOR_HOST. */
  host: string;
  addQueue(queue: TaskQueueRegistration): Promise<void>;
  stop(): Promise<void>;
}

const listen = async (app: ExpressApp): Promise<{ server: Server; port: number }> => {
  let server: Server | undefined;
  await new Promise<void>((done) => {
    server = app.listen(0, '127.0.0.1', done);
  });
  if (!server) throw new Error('the emulator did not listen');
  return { server, port: (server.address() as AddressInfo).port };
};

const close = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

export async function startTasksEmulator(): Promise<TasksEmulator> {
  const { TasksEmulator } = requireFromEmulator(tasksEmulatorModule) as TasksEmulatorModule;
  const emulator = new TasksEmulator({ host: '127.0.0.1', port: 0 });
  const { server, port } = await listen(emulator.createHubServer());
  const host = `127.0.0.1:${port}`;
  return {
    host,
    addQueue: async (queue) => {
      const res = await fetch(
        `http://${host}/projects/${queue.project}/locations/${queue.region}/queues/${queue.functionName}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...queue.trigger, defaultUri: queue.url }),
        },
      );
      if (!res.ok) throw new Error(`the tasks emulator refused the queue: ${res.status} ${await res.text()}`);
    },
    stop: async () => {
      emulator.controller.stop();
      await close(server);
    },
  };
}

/**
 * A task queue function (the `(req, res)` handler onTaskDispatched returns) served as the
 * Functions Framework serves it: express with the JSON body parsed, on a free port.
 */
export async function serveTaskFunction(handler: Handler): Promise<{ url: string; stop(): Promise<void> }> {
  const express = requireFromEmulator('express') as ExpressModule;
  const app = express();
  app.use(express.json({ limit: '10mb' }));
  app.post('/', handler);
  const { server, port } = await listen(app);
  return { url: `http://127.0.0.1:${port}/`, stop: () => close(server) };
}
