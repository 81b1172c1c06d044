import type { EventConsumer } from './consumer';

// Being built (issue 16): handles no event yet.
export const countersConsumer: EventConsumer = { name: 'counters', handle: () => Promise.resolve() };
