import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PRODUCT_TEXT_FIELDS, type ProductTextField } from '@/lib/forms/product-fields';

/** A product's optional texts, two columns on a wide screen (Add / Edit Product, the onboarding wizard's products). */
export function ProductTextFields({
  inputProps,
  disabled,
}: {
  /** The form's input props of each text (form.getInputProps with the field's path). */
  inputProps: (field: ProductTextField) => GetInputPropsReturnType;
  disabled?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {PRODUCT_TEXT_FIELDS.map(({ name, label }) => (
        <Textarea key={name} label={label} autosize minRows={2} maxRows={6} disabled={disabled} {...inputProps(name)} />
      ))}
    </SimpleGrid>
  );
}
