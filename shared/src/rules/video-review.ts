/**
 * Issue 20, versions and review: the rules the server and the screens share, without zod (the review screen loads
 * no schema). What a reviewer sends is checked by schemas/video-review.ts.
 */

/** A comment is at most this long (characters, after trimming). */
export const VIDEO_COMMENT_MAX = 1000;
/** Revision requests per video when the project sets none. */
export const DEFAULT_REVISION_CAP = 2;

/** A time in a video as people read it: 0:07, 1:05, 1:02:03 (whole seconds, rounded down). */
export function formatVideoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** A revision request's words made of comments: each on its own line, "0:12 show the label", in time order. */
export function revisionTextFromComments(comments: { atSeconds: number; text: string }[], lead?: string): string {
  const lines = [...comments]
    .sort((a, b) => a.atSeconds - b.atSeconds)
    .map((comment) => `${formatVideoTime(comment.atSeconds)} ${comment.text}`);
  return [...(lead ? [lead] : []), ...lines].join('\n');
}

/** How many revision requests a video may have: the project's cap (default 2) plus the extra rounds granted. */
export function revisionLimit(revisionCap: number | undefined, extraRounds: number): number {
  return (revisionCap ?? DEFAULT_REVISION_CAP) + extraRounds;
}
