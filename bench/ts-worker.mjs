// Starts a TypeScript module on a worker thread: the thread loads tsx's loader first (a worker does not inherit the
// main thread's), then the module named in workerData.module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
