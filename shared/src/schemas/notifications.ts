import * as z from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '../events';

/** A page of a list that is not searched: its cursor and size. */
export const pageQuerySchema = z
  .object({
    cursor: z.string().max(1024).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type PageQuery = z.output<typeof pageQuerySchema>;

export const notificationPreferencesSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
  )
  .strict();

export const unsubscribeSchema = z
  .object({ token: z.string().trim().min(1, { error: 'The link is incomplete' }).max(2000) })
  .strict();
