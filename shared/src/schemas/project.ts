import * as z from 'zod';
import { MESSAGES } from '../messages';
import { isCalendarDate, isTimeZone } from '../rules/due';
import { optionalText, requiredText } from './common';
import { autoApproveDaysSchema, revisionCapSchema, sparkValiditySchema } from './review-rules';
import { revisionCommentIdsSchema } from './video-review';

const money = z
  .number({ error: 'Cost per video is required' })
  .min(0, { error: 'Cost per video must be 0 or more' })
  .max(1_000_000, { error: 'Cost per video is too large' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'Use at most two decimals' });

/**
 * A due date: a calendar date (YYYY-MM-DD) in the zone of the project's `dueTimeZone` (rules/due.ts); '' or absent
 * is none.
 */
export const dueDateSchema = z
  .union([
    z.literal(''),
    z.iso.date({ error: 'Enter a valid date' }).refine(isCalendarDate, { error: 'Enter a valid date' }),
  ])
  .transform((value) => value || undefined)
  .optional();

/** The IANA zone a due date is in ('Europe/London'): the agency user's browser zone; '' or absent is none. */
export const dueTimeZoneSchema = z
  .union([z.literal(''), z.string().trim().max(64).refine(isTimeZone, { error: 'Unknown time zone' })])
  .transform((value) => value || undefined)
  .optional();

export const projectCreatorInputSchema = z
  .object({
    /** The existing project-creator entry, when editing. */
    id: z.string().trim().max(40).optional(),
    creatorId: z
      .string({ error: 'Please select a creator' })
      .trim()
      .min(1, { error: 'Please select a creator' })
      .max(40),
    videoCount: z
      .number({ error: 'Videos per creator must be at least 1' })
      .int({ error: 'Videos per creator must be a whole number' })
      .min(1, { error: 'Videos per creator must be at least 1' })
      .max(50, { error: 'At most 50 videos per creator' }),
    costPerVideo: money,
    instructions: optionalText(5000),
    /** This creator's own due date, instead of the project's. */
    dueDate: dueDateSchema,
  })
  .strict();

/** UGC project form (docs/product.md#validation). */
export const projectInputSchema = z
  .object({
    name: requiredText(MESSAGES.projectNameRequired, 200),
    brandId: z.string({ error: MESSAGES.selectBrand }).trim().min(1, { error: MESSAGES.selectBrand }).max(40),
    /** Internal: the agency's own notes, never sent to a brand user or a creator. */
    agencyNotes: optionalText(5000),
    /** The note shared with the brand: brand users read it on the project page. */
    sharedNote: optionalText(5000),
    /** When the videos are due (each creator may have their own), and the zone the dates are in. */
    dueDate: dueDateSchema,
    dueTimeZone: dueTimeZoneSchema,
    /** Review rules (issue 20, schemas/review-rules.ts): absent keeps the project's (a new project's defaults). */
    revisionCap: revisionCapSchema,
    autoApproveDays: autoApproveDaysSchema,
    creators: z
      .array(projectCreatorInputSchema, { error: MESSAGES.addOneCreator })
      .min(1, { error: MESSAGES.addOneCreator })
      .max(40, { error: 'At most 40 creators per project' })
      .refine((list) => new Set(list.map((entry) => entry.creatorId)).size === list.length, {
        error: 'A creator can be added only once',
      }),
    version: z.number().int().nonnegative().optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const dated = input.dueDate !== undefined || input.creators.some((entry) => entry.dueDate !== undefined);
    if (dated && !input.dueTimeZone) {
      context.addIssue({ code: 'custom', message: 'A due date needs its time zone', path: ['dueTimeZone'] });
    }
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectFields = z.output<typeof projectInputSchema>;

export const projectStatusInputSchema = z
  .object({ status: z.enum(['draft', 'active'], { error: 'Status must be draft or active' }) })
  .strict();

/** A TikTok (or any https) link: checked on the server too. */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(1000, { error: 'The link is too long' })
  .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}/i.test(value), { error: 'Enter a valid video link' });

const sparkCodeSchema = z.string().trim().max(200, { error: 'The spark code is too long' });

const draftEntry = z
  .object({
    videoNumber: z.number().int().min(1).max(50),
    videoUrl: z.union([z.literal(''), videoUrlSchema]).optional(),
    sparkCode: sparkCodeSchema.optional(),
    /** How long the spark code works (issue 20): stored as the instant it expires. */
    sparkValidity: sparkValiditySchema,
  })
  .strict();

export const draftSubmissionsSchema = z
  .object({ creatorId: z.string().trim().min(1).max(40), submissions: z.array(draftEntry).max(50) })
  .strict();
export type DraftSubmissions = z.output<typeof draftSubmissionsSchema>;

export const submitAllSchema = draftSubmissionsSchema;

/** A link as a resubmission gives it: '' (or blank) clears it, anything else must be a valid link. */
const resubmitLink = z
  .string()
  .trim()
  .refine((value) => value === '' || videoUrlSchema.safeParse(value).success, { error: 'Enter a valid video link' });

/**
 * One video again after a revision request; the link is `videoUrl`, as everywhere else. It may carry a new link and
 * spark code, or nothing new beside a file the creator uploaded meanwhile (issue 20): what the video then holds must
 * be complete (a file, or a link with its spark code), which the server checks (MESSAGES.completeAllFieldsResubmit).
 */
export const resubmitSchema = z
  .object({
    creatorId: z.string().trim().min(1).max(40),
    videoNumber: z.number().int().min(1).max(50),
    videoUrl: resubmitLink.optional(),
    sparkValidity: sparkValiditySchema,
    /** @deprecated The old name of `videoUrl`, still accepted from clients that send it; read as `videoUrl`. */
    tiktokLink: resubmitLink.optional(),
    sparkCode: sparkCodeSchema.optional(),
  })
  .strict()
  .transform(({ tiktokLink, ...rest }) => {
    const videoUrl = rest.videoUrl ?? tiktokLink;
    return videoUrl === undefined ? rest : { ...rest, videoUrl };
  });
export type ResubmitInput = z.input<typeof resubmitSchema>;
export type Resubmit = z.output<typeof resubmitSchema>;

/**
 * The agency's internal note on a review (issue 19): at most 2,000 characters, trimmed; blank or absent is none. Only
 * an admin may send one (a brand user's is refused with 403); it is kept on the video for admins only, never shared
 * with the brand or the creator, and never put on the review's event.
 */
export const internalNoteSchema = optionalText(2000).transform((value) => value || undefined);

/**
 * The status the reviewer saw (docs/videos.md "Reviews"): a review of a video that has moved on since is refused with
 * 409. Optional for other API callers; the web app always sends it.
 */
export const seenStatusSchema = z
  .enum(['draft', 'pending', 'submitted', 'approved', 'rejected', 'revision_requested'], {
    error: 'Unknown video status',
  })
  .optional();

/**
 * The version the reviewer saw (V1, V2, …; docs/videos.md "Reviews"): the status alone comes back to 'submitted' when
 * a revision is asked for and the creator resubmits, so a review made on V1 would land on a V2 nobody watched; it is
 * refused with 409. Optional for other API callers; the web app sends it for every delivered video.
 */
export const seenVersionSchema = z
  .number({ error: 'The version seen must be a whole number' })
  .int({ error: 'The version seen must be a whole number' })
  .min(1, { error: 'The version seen must be a whole number' })
  .optional();

export const submissionApproveSchema = z
  .object({ internalNote: internalNoteSchema, seenStatus: seenStatusSchema, seenVersion: seenVersionSchema })
  .strict();

/**
 * A revision request: a comment, or comments pinned to times of the video (`commentIds`, issue 20), whose texts with
 * their times become the request's comment; or both (the comment first).
 */
export const revisionRequestSchema = z
  .object({
    revisionComment: z.string({ error: MESSAGES.revisionCommentRequired }).trim().max(2000).optional(),
    commentIds: revisionCommentIdsSchema,
    internalNote: internalNoteSchema,
    seenStatus: seenStatusSchema,
    seenVersion: seenVersionSchema,
  })
  .strict()
  .superRefine((input, context) => {
    if (!input.revisionComment && !input.commentIds?.length) {
      context.addIssue({ code: 'custom', message: MESSAGES.revisionCommentRequired, path: ['revisionComment'] });
    }
  });
export type RevisionRequest = z.output<typeof revisionRequestSchema>;

export const submissionRejectSchema = z
  .object({
    reason: requiredText('Please give a reason for the rejection', 2000),
    internalNote: internalNoteSchema,
    seenStatus: seenStatusSchema,
    seenVersion: seenVersionSchema,
  })
  .strict();
