import * as z from 'zod';
import { SPARK_VALIDITY_DAYS } from '../rules/business-days';
import { isCalendarDate } from '../rules/due';

/**
 * Issue 20, timers: a project's review rules (docs/videos.md) and the validity a creator gives a spark code.
 *
 * - `revisionCap`: revision requests allowed per video, 0 to 10. A project stored without one allows 2.
 * - `autoApproveDays`: business days a video waits for review before it is approved automatically, 1 to 30; none
 *   (null, or '' from the form) means never. A project stored without one is never approved automatically.
 *
 * Both are optional in a request: a new project without them gets `NEW_PROJECT_REVIEW_RULES`, an update without them
 * keeps what the project has.
 */
export const NEW_PROJECT_REVIEW_RULES = { revisionCap: 2, autoApproveDays: 3 } as const;
export const MAX_REVISION_CAP = 10;
export const MAX_AUTO_APPROVE_DAYS = 30;

export const REVIEW_RULE_MESSAGES = {
  revisionCap: `Revision rounds must be a whole number from 0 to ${MAX_REVISION_CAP}`,
  autoApproveDays: `Automatic approval must be a whole number of business days from 1 to ${MAX_AUTO_APPROVE_DAYS}`,
  sparkValidity: 'Choose how long the spark code is valid: 7, 30, 60 or 365 days, or a date',
} as const;

export const revisionCapSchema = z
  .number({ error: REVIEW_RULE_MESSAGES.revisionCap })
  .int({ error: REVIEW_RULE_MESSAGES.revisionCap })
  .min(0, { error: REVIEW_RULE_MESSAGES.revisionCap })
  .max(MAX_REVISION_CAP, { error: REVIEW_RULE_MESSAGES.revisionCap })
  .optional();

/** Business days before automatic approval; null or '' is never (the output is then null). */
export const autoApproveDaysSchema = z
  .union(
    [
      z.literal(''),
      z.null(),
      z
        .number({ error: REVIEW_RULE_MESSAGES.autoApproveDays })
        .int({ error: REVIEW_RULE_MESSAGES.autoApproveDays })
        .min(1, { error: REVIEW_RULE_MESSAGES.autoApproveDays })
        .max(MAX_AUTO_APPROVE_DAYS, { error: REVIEW_RULE_MESSAGES.autoApproveDays }),
    ],
    { error: REVIEW_RULE_MESSAGES.autoApproveDays },
  )
  .transform((value) => (value === '' ? null : value))
  .optional();

/**
 * How long a spark code works, as the creator gives it: '7', '30', '60' or '365' days from when it is saved, or the
 * last date it works (YYYY-MM-DD, to the end of that day in the project's zone, else UTC); '' clears it.
 */
export const sparkValiditySchema = z
  .union(
    [
      z.literal(''),
      z.enum(SPARK_VALIDITY_DAYS),
      z.iso.date().refine(isCalendarDate, { error: REVIEW_RULE_MESSAGES.sparkValidity }),
    ],
    { error: REVIEW_RULE_MESSAGES.sparkValidity },
  )
  .optional();
