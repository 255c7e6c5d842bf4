// Bundles the embedded server into functions/dist/server.mjs (run with `node`), from any cwd.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: [resolve(here, 'src/server.ts')],
  // Split so that `await import('./platform/cloud')` (STORE=firestore) stays a separate chunk:
  // the embedded server never loads the Firebase SDKs.
  outdir: resolve(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // Native addons (and their optional helpers) load from node_modules at run time, and so do the
  // Firebase SDKs: they are only loaded with STORE=firestore and would add megabytes to start-up.
  external: [
    'better-sqlite3',
    'bindings',
    'file-uri-to-path',
    'fsevents',
    'firebase-admin',
    'firebase-admin/*',
    '@google-cloud/firestore',
  ],
  // CommonJS dependencies call require(), __filename and __dirname; give them those in ESM.
  banner: {
    js: [
      "import { createRequire as __colmenaCreateRequire } from 'node:module';",
      "import { fileURLToPath as __colmenaFileURLToPath } from 'node:url';",
      "import { dirname as __colmenaDirname } from 'node:path';",
      'const require = __colmenaCreateRequire(import.meta.url);',
      'const __filename = __colmenaFileURLToPath(import.meta.url);',
      'const __dirname = __colmenaDirname(__filename);',
    ].join('\n'),
  },
});
console.log('built functions/dist/server.mjs');
