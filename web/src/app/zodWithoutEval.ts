import { z } from 'zod';

// zod compiles fast object parsers with `new Function` when it may. Our Content-Security-Policy
// allows no eval, and zod's probe for it is itself reported as a violation on every page: it
// is told up front to parse without compiling. Imported first by main.tsx, before any parse.
z.config({ jitless: true });
