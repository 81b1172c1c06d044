import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { STRATEGY_FIELDS, type WizardValues } from '../wizard-values';

/** Step 5, Strategy: positioning, competitive advantage, marketing channels, KPIs. */
export function StrategyStep({ form, disabled }: { form: UseFormReturnType<WizardValues>; disabled?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {STRATEGY_FIELDS.map(({ name, label, placeholder }) => (
        <Textarea
          key={name}
          label={label}
          placeholder={placeholder}
          autosize
          minRows={3}
          maxRows={8}
          disabled={disabled}
          {...form.getInputProps(`strategy.${name}`)}
        />
      ))}
    </SimpleGrid>
  );
}
