import type { EventConsumer } from '../events/consumer';

// Being built (issue 16): handles no event yet.
export const activityConsumer: EventConsumer = { name: 'activity', handle: () => Promise.resolve() };
