import * as z from 'zod';
import { idPattern } from '../ids';
import { pageQuerySchema } from './notifications';

/** A project's history, or (with `creatorId`) only what concerns one of its creators: a creator card's history. */
export const projectActivityQuerySchema = pageQuerySchema.extend({
  creatorId: z.string().regex(idPattern('creator'), { error: 'Not a creator id' }).optional(),
});
export type ProjectActivityQuery = z.output<typeof projectActivityQuerySchema>;
