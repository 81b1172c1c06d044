/** What completing a campaign would leave undone (issue 18): creators still pending, briefs never sent. */
export interface CompletionCreator {
  creator: { name: string };
  status: string;
  briefSentAt?: string;
}

function names(entries: CompletionCreator[]): string {
  const shown = entries.slice(0, 3).map((entry) => entry.creator.name);
  const more = entries.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

const count = (n: number) => (n === 1 ? '1 creator' : `${n} creators`);

/** Sentences to show before 'Mark as Completed'; none when nothing is left undone. */
export function completionWarnings(creators: readonly CompletionCreator[]): string[] {
  const warnings: string[] = [];
  const pending = creators.filter((entry) => entry.status === 'pending');
  if (pending.length > 0) {
    warnings.push(
      `${count(pending.length)} still ${pending.length === 1 ? 'has' : 'have'} not answered (pending): ${names(pending)}.`,
    );
  }
  const unsent = creators.filter((entry) => !entry.briefSentAt);
  if (unsent.length > 0) {
    warnings.push(`The brief was never sent to ${count(unsent.length)}: ${names(unsent)}.`);
  }
  return warnings;
}
