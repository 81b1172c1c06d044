import { Input } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconChevronDown } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  /** First option's text; 'Select an option...' by default (docs/product.md#validation). */
  placeholder?: string;
}

/**
 * The shared select (docs/product.md#validation): a native select, so it is keyboard- and screen-reader-friendly on
 * every device, whose first option is 'Select an option...' (value '').
 */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  required,
  error,
  description,
  disabled,
  name,
  id,
  className,
  placeholder = MESSAGES.selectPlaceholder,
}: SelectProps) {
  return (
    <FormField label={label} required={required} error={error} description={description} id={id} className={className}>
      {(control) => (
        <Input
          component="select"
          name={name}
          value={value}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          error={control.error}
          aria-required={control['aria-required']}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          pointer
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Input>
      )}
    </FormField>
  );
}
