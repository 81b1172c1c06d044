import '@mantine/core/styles/Input.css';
import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** Props a custom (non-Mantine) control spreads to be labelled and described by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  /** For Mantine inputs: error styling without a second message. */
  error: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  id?: string;
  className?: string;
  /**
   * The control. Mantine inputs (`Input`, `Input component="select"`) are linked to the label and the error
   * text by context; other controls use the render prop and spread its props.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * The shared form field (docs/product.md#validation): label with a red asterisk when required, the control, and the
 * error text under it.
 */
export function FormField({ label, required = false, error, description, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? `${fieldId}-error` : '', description ? `${fieldId}-description` : '']
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = {
    id: fieldId,
    error: hasError,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <Input.Wrapper
      id={fieldId}
      className={className}
      label={label}
      required={required}
      withAsterisk={required}
      description={description}
      error={hasError ? error : undefined}
      styles={{ required: { color: 'var(--mantine-color-red-7)' } }}
    >
      {typeof children === 'function' ? children(control) : children}
    </Input.Wrapper>
  );
}
