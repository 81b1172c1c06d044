// The web build's `zod`: vite.config.ts points the bare specifier here, so that every schema (the shared ones too)
// gets zod with the CSP setting of ./zod-config applied first, in whichever chunk zod first loads.
import './zod-config';

export * from 'zod/v4';
