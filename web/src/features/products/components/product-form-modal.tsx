import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Brand, Product } from '@reelbridge/shared/api/types';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useEffect, useState } from 'react';
import { FileUpload } from '@/components/file-upload';
import { LoadingButton } from '@/components/loading-button';
import { focusFirstInvalid, useDiscardGuard } from '@/components/form-guard';
import { StatusAlert } from '@/components/status-alert';
import { ApiError } from '@/lib/api-client';
import { useSaveProduct } from '../api/products';
import {
  foldListErrors,
  initialProductValues,
  MAX_MEDIA_FILES,
  PRODUCT_MEDIA,
  PRODUCT_TEXT_FIELDS,
  productFormSchema,
  productPayload,
  type ProductFormValues,
} from '../product-form-values';

export const ADD_PRODUCT_TITLE = 'Add Product';
export const EDIT_PRODUCT_TITLE = 'Edit Product';

const resolveSchema = schemaResolver(productFormSchema, { sync: true });

export interface ProductFormModalProps {
  opened: boolean;
  brand: Brand;
  /** The product to edit; null adds one. */
  product: Product | null;
  onClose: () => void;
}

/** 'Add Product' / 'Edit Product' with every field of spec section 3 and the photo, video and packaging uploads. */
export function ProductFormModal({ opened, brand, product, onClose }: ProductFormModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  // Escape, the close button and Cancel ask before throwing away what was typed.
  const { reportDirty, markSaved, requestClose } = useDiscardGuard();
  const close = () => requestClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={product ? EDIT_PRODUCT_TITLE : ADD_PRODUCT_TITLE}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && (
        <ProductForm
          key={product?.id ?? 'new'}
          brand={brand}
          product={product}
          onDone={() => {
            markSaved();
            onClose();
          }}
          onCancel={close}
          onDirtyChange={reportDirty}
        />
      )}
    </Modal>
  );
}

/** What a failed save shows: the server's message and field errors, or 'An error occurred while saving'. */
function saveProblem(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && !error.code.startsWith('HTTP_')) {
    return { message: error.message, fields: error.fields ?? {} };
  }
  return { message: MESSAGES.saveFailed, fields: {} };
}

function ProductForm({
  brand,
  product,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  brand: Brand;
  product: Product | null;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveProduct(brand.id, product);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: initialProductValues(product),
    validate: (values) => foldListErrors(resolveSchema(values)),
  });

  const submit = form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      setProblem(null);
      save.mutate(productPayload(values), {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            title: product ? 'Product updated' : 'Product added',
            message: `${saved.name} was saved.`,
          });
          onDone();
        },
        onError: (error) => {
          console.error(product ? 'Product update failed' : 'Product create failed', error);
          const { message, fields } = saveProblem(error);
          setProblem(message);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          focusFirstInvalid(formElement);
        },
      });
    },
    // The errors may be far above the submit button of this long form: show and focus the first.
    (_errors, _values, event) =>
      focusFirstInvalid(event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null),
  );

  const busy = save.isPending;
  const values = form.getValues();
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return (
    <form onSubmit={submit} noValidate aria-label={product ? EDIT_PRODUCT_TITLE : ADD_PRODUCT_TITLE}>
      <Stack gap="md">
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}
        <TextInput label="Name" required disabled={busy} data-autofocus {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          disabled={busy}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <NumberInput
            label="Price"
            required
            prefix="$"
            decimalScale={2}
            min={0}
            step={0.01}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            inputMode="decimal"
            disabled={busy}
            {...form.getInputProps('pricing')}
          />
          <NumberInput
            label="Sale price"
            prefix="$"
            decimalScale={2}
            min={0}
            step={0.01}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            inputMode="decimal"
            disabled={busy}
            {...form.getInputProps('salePricing')}
          />
        </SimpleGrid>
        <Textarea
          label="Benefits"
          description="One benefit per line"
          autosize
          minRows={3}
          maxRows={8}
          disabled={busy}
          {...form.getInputProps('benefits')}
        />

        <Divider />
        <Title order={3} size="h5">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {PRODUCT_TEXT_FIELDS.map(({ name, label }) => (
            <Textarea
              key={name}
              label={label}
              autosize
              minRows={2}
              maxRows={6}
              disabled={busy}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>

        <Divider />
        <Title order={3} size="h5">
          Media
        </Title>
        {PRODUCT_MEDIA.map((media) => (
          <FileUpload
            key={media.field}
            label={media.label}
            folder={media.folder}
            brandId={brand.id}
            accept={media.accept}
            maxSizeMB={media.maxSizeMB}
            multiple
            maxFiles={MAX_MEDIA_FILES}
            disabled={busy}
            value={values.media[media.field]}
            onChange={(next) => form.setFieldValue(`media.${media.field}`, next)}
            onBusyChange={(active) => setUploads((count) => Math.max(0, count + (active ? 1 : -1)))}
          />
        ))}

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={busy} loadingText="Saving..." disabled={uploads > 0}>
            {product ? 'Save changes' : 'Add Product'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
