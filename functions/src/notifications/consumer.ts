import type { EventConsumer } from '../events/consumer';

// Being built (issue 16): handles no event yet.
export const notificationsConsumer: EventConsumer = { name: 'notifications', handle: () => Promise.resolve() };
