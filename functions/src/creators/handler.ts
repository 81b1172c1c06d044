import { createDomainHandler } from '../lib/http';

/** Every route of this domain answers 501 until its issue lands. */
export const handler = createDomainHandler('creators', {});
