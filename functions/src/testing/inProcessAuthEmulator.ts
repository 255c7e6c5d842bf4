import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/**
 * The Firebase Auth emulator of firebase-tools, run in this process (its express app, without
 * the CLI, the hub or the logging emulator), serving any number of projects side by side, so
 * every cloud test app gets accounts of its own without a process of its own (building the
 * emulator's app compiles its OpenAPI spec: about 6 s, so it is done once and shared).
 *
 * The one thing the emulator cannot do by itself is tell projects apart on the calls that carry
 * only an API key (`accounts:signInWithPassword`, `accounts:signInWithCustomToken`): it answers
 * them from its default project. Here the API key IS the project id (the cloud test platform
 * passes `apiKey: projectId`), and the project map the emulator is given resolves its default
 * project to the key of the request being served, through an AsyncLocalStorage entered after
 * the body is parsed (from there on the emulator runs on promises, which keep the context).
 * Calls of firebase-admin name their project in the path and need none of this.
 */
const firebaseToolsAuth = resolve(
  import.meta.dirname,
  '../../../node_modules/firebase-tools/lib/emulator/auth',
);
// The emulator's own express and body-parser, so the middleware below is the kind it expects.
const requireFromEmulator = createRequire(resolve(firebaseToolsAuth, 'server.js'));

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
interface ExpressApp {
  (req: IncomingMessage, res: ServerResponse): void;
  use(handler: Handler): void;
}
interface EmulatorServerModule {
  createApp(
    defaultProjectId: string,
    singleProjectMode: number,
    projects: Map<string, unknown>,
  ): Promise<Handler>;
}
interface EmulatorStateModule {
  AgentProjectState: new (projectId: string) => unknown;
}

/** The name the emulator is built with; never a real project of a test. */
const placeholder = 'demo-colmena-any';

export interface InProcessAuthEmulator {
  /** `127.0.0.1:<port>`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

/**
 * Listens at once; the emulator's app is built in the background and requests wait for it, so
 * the build overlaps whatever the caller does next.
 */
export async function startInProcessAuthEmulator(): Promise<InProcessAuthEmulator> {
  const express = requireFromEmulator('express') as () => ExpressApp;
  const bodyParser = requireFromEmulator('body-parser') as { json(options: { limit: string }): Handler };
  const { createApp } = requireFromEmulator('./server.js') as EmulatorServerModule;
  const { AgentProjectState } = requireFromEmulator('./state.js') as EmulatorStateModule;

  const requestProject = new AsyncLocalStorage<string | undefined>();
  /** Each project's state, made on first use under its real id (tokens carry it as audience). */
  class ProjectsByRequest extends Map<string, unknown> {
    override get(projectId: string): unknown {
      const id = projectId === placeholder ? (requestProject.getStore() ?? placeholder) : projectId;
      let state = super.get(id);
      if (!state) {
        state = new AgentProjectState(id);
        super.set(id, state);
      }
      return state;
    }
  }
  // SingleProjectMode.NO_WARNING (0): many projects are the point here.
  const emulator = createApp(placeholder, 0, new ProjectsByRequest());
  emulator.catch(() => undefined); // reported by the request that awaits it

  const app = express();
  // Parsed here, so the emulator finds req.body set and reads no stream after the context is entered.
  app.use(bodyParser.json({ limit: '10mb' }));
  app.use((req, res, next) => {
    const key = new URL(req.url ?? '/', 'http://emulator').searchParams.get('key') ?? undefined;
    emulator.then(
      (handler) => requestProject.run(key, () => handler(req, res, next)),
      (error: unknown) => next(error),
    );
  });
  const server = createServer(app);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
