/** The due badge is shared by the back office and the creator's screens (web/src/components/due-badge.tsx). */
export { DueBadge, type DueFields } from '@/components/due-badge';

/** A project is done with its deliveries once every creator delivered (submitted) or it is completed. */
export const projectDeliveryDone = (status: string) => status !== 'draft' && status !== 'active';
