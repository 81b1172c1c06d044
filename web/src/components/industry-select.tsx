import type { GetInputPropsReturnType } from '@mantine/form';
import { INDUSTRIES, INDUSTRY_LABELS } from '@reelbridge/shared/constants';
import { Select } from './select';

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] }));

/** A company's industry (company registration, Add / Edit Brand): required, 'Select an option...' first. */
export function IndustrySelect({ disabled, ...input }: GetInputPropsReturnType & { disabled?: boolean }) {
  const { value, onChange, onBlur, error } = input;
  return (
    <Select
      label="Industry"
      required
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
