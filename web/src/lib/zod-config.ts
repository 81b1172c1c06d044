import { config } from 'zod/v4/core';

// Zod probes `new Function` to compile faster validators; under the app's CSP (no 'unsafe-eval') the probe is
// refused and reported as a CSP violation. Jitless skips the probe; the validators are the same.
config({ jitless: true });
