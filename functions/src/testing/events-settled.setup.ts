/**
 * Setup file of the integration project (vitest.config.mts): every test file ends once the local stack's event tail
 * has handed over the events the file caused. The tail is one for the whole run, and `settleEvents` waits for every
 * event recorded so far, whoever recorded it: without this, the first settle of the next file pays for this file's
 * backlog within its own budget (the authorization matrix leaves a few hundred events, each notifying every admin,
 * about a minute of the tail's work on a busy machine), and fails or passes by the order Vitest picks for the files.
 */
import { afterAll } from 'vitest';
import { settleEvents } from './int';

const FILE_SETTLE_MS = 150_000;

afterAll(() => settleEvents(FILE_SETTLE_MS), FILE_SETTLE_MS + 10_000);
