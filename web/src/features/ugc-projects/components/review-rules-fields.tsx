import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAX_AUTO_APPROVE_DAYS, MAX_REVISION_CAP } from '@reelbridge/shared/schemas/review-rules';

export interface ReviewRulesFieldsProps {
  /** The form's input props of `revisionCap` and `autoApproveDays` (a number, or '' while empty). */
  revisionCap: GetInputPropsReturnType;
  autoApproveDays: GetInputPropsReturnType;
  disabled?: boolean;
}

/**
 * The project's review rules (issue 20, docs/videos.md): how many revisions a reviewer may request per video, and
 * after how many business days without a review a submitted video is approved automatically (empty: never).
 */
export function ReviewRulesFields({ revisionCap, autoApproveDays, disabled }: ReviewRulesFieldsProps) {
  return (
    <Fieldset legend="Review rules" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label="Revision rounds per video"
          description={`Revision requests allowed for each video (0 to ${MAX_REVISION_CAP}); after that, a reviewer can grant an extra round.`}
          withAsterisk
          min={0}
          max={MAX_REVISION_CAP}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={disabled}
          {...revisionCap}
        />
        <NumberInput
          label="Approve automatically after (business days)"
          description="A submitted video nobody reviews in this many business days (Monday to Friday) is approved. Leave empty for never."
          min={1}
          max={MAX_AUTO_APPROVE_DAYS}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={disabled}
          {...autoApproveDays}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
