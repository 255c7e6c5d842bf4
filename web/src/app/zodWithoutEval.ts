import { z } from 'zod/v4';

// zod compiles fast object parsers with `new Function` when it may. Our Content-Security-Policy
// allows no eval, and zod's probe for it is itself reported as a violation: the probe runs when
// a `z.object` is created unless zod was told `jitless` before. Every `import … from 'zod'` of the
// web build (ours and @colmena/shared's) resolves to this module (alias in vite.config.ts), so
// the setting runs before the body of any module that makes a schema, whatever chunk Vite puts
// it in. An import of it first in main.tsx was not enough: the chunk of shared schemas
// (`documentData-*.js`) was imported by the entry chunk and ran before the entry's own code.
z.config({ jitless: true });

export * from 'zod/v4';
export { z };
