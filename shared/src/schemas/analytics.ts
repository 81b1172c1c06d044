import * as z from 'zod';
import { ANALYTICS_MAX_MONTHS } from '../api/analytics';
import { monthCount } from '../rules/analytics';

const month = (label: string) =>
  z
    .string({ error: `${label} month is required` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${label} month must be YYYY-MM` })
    .refine((value) => value >= '2000-01' && value <= '2999-12', { error: `${label} month is out of range` });

/** GET /analytics?from=YYYY-MM&to=YYYY-MM[&brandId=…]: whole months, both included (docs/analytics.md). */
export const analyticsQuerySchema = z
  .object({
    from: month('From'),
    to: month('To'),
    brandId: z.string().trim().min(1).max(40).optional(),
  })
  .strict()
  .superRefine((query, context) => {
    const months = monthCount(query.from, query.to);
    if (months < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
    else if (months > ANALYTICS_MAX_MONTHS)
      context.addIssue({ code: 'custom', path: ['to'], message: `At most ${ANALYTICS_MAX_MONTHS} months` });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
