import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Input,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_ONBOARDING_PRODUCTS } from '@reelbridge/shared/schemas/onboarding';
import { ProductTextFields } from '@/components/product-text-fields';
import type { WizardValues } from '../wizard-values';
import classes from './wizard.module.css';

export interface ProductsStepProps {
  form: UseFormReturnType<WizardValues>;
  /** Ids of the product sections that are open. */
  expanded: ReadonlySet<string>;
  onToggle: (productId: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/**
 * Step 2, Product Details: one section per product, opened and closed; at least one product (docs/product.md#screens).
 */
export function ProductsStep({ form, expanded, onToggle, onAdd, onRemove, disabled }: ProductsStepProps) {
  const { products } = form.getValues();
  const listError = form.errors.products;
  return (
    <Stack gap="md">
      {listError && <Input.Error role="alert">{listError}</Input.Error>}
      {products.map((product, index) => (
        <ProductSection
          key={product.id}
          form={form}
          index={index}
          open={expanded.has(product.id)}
          onToggle={() => onToggle(product.id)}
          onRemove={products.length > 1 ? () => onRemove(index) : undefined}
          disabled={disabled}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        disabled={disabled || products.length >= MAX_ONBOARDING_PRODUCTS}
        style={{ alignSelf: 'flex-start' }}
      >
        Add product
      </Button>
    </Stack>
  );
}

function ProductSection({
  form,
  index,
  open,
  onToggle,
  onRemove,
  disabled,
}: {
  form: UseFormReturnType<WizardValues>;
  index: number;
  open: boolean;
  onToggle: () => void;
  /** Absent for the only product: at least one is required. */
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const id = useId();
  const product = form.getValues().products[index]!;
  const path = `products.${index}` as const;
  const errorCount = Object.keys(form.errors).filter((key) => key.startsWith(`${path}.`)).length;
  const title = `Product ${index + 1}`;
  const price = typeof product.pricing === 'number' ? `$${product.pricing.toFixed(2)}` : '';

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={`${id}-title`}>
      <div className={classes.productHeader}>
        <Title order={3} size="h5" className={classes.productHeading}>
          <UnstyledButton
            className={classes.productToggle}
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
          >
            <IconChevronRight size={18} aria-hidden className={classes.chevron} />
            <span id={`${id}-title`}>{title}</span>
            <Text span size="sm" c="dimmed" fw={400} truncate="end" className={classes.productSummary}>
              {[product.name.trim(), price].filter(Boolean).join(' · ')}
            </Text>
            {errorCount > 0 && !open && (
              <Badge component="span" color="red" variant="light" size="sm" style={{ flex: 'none' }}>
                {errorCount === 1 ? '1 error' : `${errorCount} errors`}
              </Badge>
            )}
          </UnstyledButton>
        </Title>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove ${title}`}
            title={`Remove ${title}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </div>
      <Collapse expanded={open} id={`${id}-body`}>
        <Stack gap="md" pt="md">
          <TextInput label="Product name" withAsterisk disabled={disabled} {...form.getInputProps(`${path}.name`)} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            disabled={disabled}
            {...form.getInputProps(`${path}.description`)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <NumberInput
              label="Price"
              withAsterisk
              prefix="$"
              decimalScale={2}
              min={0}
              clampBehavior="none"
              step={0.01}
              thousandSeparator=","
              hideControls
              inputMode="decimal"
              disabled={disabled}
              {...form.getInputProps(`${path}.pricing`)}
            />
            <NumberInput
              label="Sale price"
              prefix="$"
              decimalScale={2}
              min={0}
              clampBehavior="none"
              step={0.01}
              thousandSeparator=","
              hideControls
              inputMode="decimal"
              disabled={disabled}
              {...form.getInputProps(`${path}.salePricing`)}
            />
          </SimpleGrid>
          <Textarea
            label="Benefits"
            description="One benefit per line"
            autosize
            minRows={3}
            maxRows={8}
            disabled={disabled}
            {...form.getInputProps(`${path}.benefits`)}
          />
          <ProductTextFields inputProps={(name) => form.getInputProps(`${path}.${name}`)} disabled={disabled} />
        </Stack>
      </Collapse>
    </Paper>
  );
}
