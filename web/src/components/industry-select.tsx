import type { GetInputPropsReturnType } from '@mantine/form';
import { INDUSTRIES, INDUSTRY_LABELS } from '@reelbridge/shared/constants';
import { Select } from './select';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));

/**
 * A company's industry (company registration, Add / Edit Brand, a brand user's own details): 'Select an option...'
 * first; required unless `required={false}` (the account's details, where the brand record keeps its own).
 */
export function IndustrySelect({
  disabled,
  required = true,
  ...input
}: GetInputPropsReturnType & { disabled?: boolean; required?: boolean }) {
  const { value, onChange, onBlur, error } = input;
  return (
    <Select
      label="Industry"
      required={required}
      options={INDUSTRY_OPTIONS}
      value={value as string}
      onChange={onChange as (value: string) => void}
      onBlur={onBlur as () => void}
      error={error as string | undefined}
      disabled={disabled}
      name="industry"
    />
  );
}
