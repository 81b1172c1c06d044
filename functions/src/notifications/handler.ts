import { createDomainHandler } from '../lib/http';

/** The bell, e-mail preferences and unsubscribe links (docs/events.md). */
export const handler = createDomainHandler('notifications', {});
