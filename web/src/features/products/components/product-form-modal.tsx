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
  NativeSelect,
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
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FileUpload } from '@/components/file-upload';
import { Select } from '@/components/select';
import { LoadingButton } from '@/components/loading-button';
import { focusFirstInvalid, useDiscardGuard } from '@/components/form-guard';
import { StatusAlert } from '@/components/status-alert';
import { ApiError, logUnexpectedFailure } from '@/lib/api-client';
import { ProductTextFields } from '@/components/product-text-fields';
import { useSaveProduct } from '../api/products';
import { PRODUCT_STATUS_BADGES } from '../format';
import {
  foldListErrors,
  initialProductValues,
  MAX_MEDIA_FILES,
  PRODUCT_MEDIA,
  PRODUCT_STATUSES,
  productFormSchema,
  productPayload,
  type ProductFormValues,
} from '../product-form-values';

export const ADD_PRODUCT_TITLE = 'Add Product';
export const EDIT_PRODUCT_TITLE = 'Edit Product';

const resolveSchema = schemaResolver(productFormSchema, { sync: true });

export interface ProductFormModalProps {
  opened: boolean;
  /**
   * The brand a new product is added to; null in the agency's all-brands view, where the form asks for one of
   * `brands` first. An edited product stays with its own brand.
   */
  brand: Brand | null;
  /** The brands a new product may be added to when `brand` is null. */
  brands?: readonly Brand[];
  /** The product to edit; null adds one. */
  product: Product | null;
  /** Agency staff set the product's status (Active, Paused, Archived); others keep it as it is. */
  canSetStatus?: boolean;
  onClose: () => void;
}

/**
 * 'Add Product' / 'Edit Product' with every field of docs/product.md#records and the photo, video and packaging
 * uploads.
 */
export function ProductFormModal({
  opened,
  brand,
  brands = [],
  product,
  canSetStatus = false,
  onClose,
}: ProductFormModalProps) {
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
          brandId={product?.brandId ?? brand?.id ?? null}
          brands={brands}
          product={product}
          canSetStatus={canSetStatus}
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
  brandId,
  brands,
  product,
  canSetStatus,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  brandId: string | null;
  brands: readonly Brand[];
  product: Product | null;
  canSetStatus: boolean;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveProduct(product);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  // In the all-brands view a new product's brand is chosen in the form.
  const chooseBrand = brandId === null;
  const [chosenBrandId, setChosenBrandId] = useState('');
  const [brandError, setBrandError] = useState<string | null>(null);
  const targetBrandId = brandId ?? chosenBrandId;
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: initialProductValues(product),
    validate: (values) => foldListErrors(resolveSchema(values)),
  });

  const submit = form.onSubmit(
    (values, event) => {
      const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      setProblem(null);
      if (!targetBrandId) {
        setBrandError(MESSAGES.selectBrand);
        focusFirstInvalid(formElement);
        return;
      }
      const body = productPayload(values);
      // A brand user's form leaves the status out: the product keeps the one the agency set.
      if (!canSetStatus) delete body.status;
      save.mutate(
        { brandId: targetBrandId, body },
        {
          onSuccess: (saved) => {
            notifications.show({
              color: 'green',
              title: product ? 'Product updated' : 'Product added',
              message: `${saved.name} was saved.`,
            });
            onDone();
          },
          onError: (error) => {
            logUnexpectedFailure(product ? 'Product update failed' : 'Product create failed', error);
            const { message, fields } = saveProblem(error);
            setProblem(message);
            if (Object.keys(fields).length > 0) form.setErrors(fields);
            focusFirstInvalid(formElement);
          },
        },
      );
    },
    // The errors may be far above the submit button of this long form: show and focus the first.
    (_errors, _values, event) => {
      if (chooseBrand && !chosenBrandId) setBrandError(MESSAGES.selectBrand);
      focusFirstInvalid(event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null);
    },
  );

  const busy = save.isPending;
  const values = form.getValues();
  const hasFiles = Object.values(values.media).some((files) => files.length > 0);
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return (
    <form onSubmit={submit} noValidate aria-label={product ? EDIT_PRODUCT_TITLE : ADD_PRODUCT_TITLE}>
      <Stack gap="md">
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}
        {chooseBrand && (
          <Select
            label="Brand"
            required
            name="brandId"
            options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
            value={chosenBrandId}
            onChange={(next) => {
              setChosenBrandId(next);
              setBrandError(null);
            }}
            error={brandError}
            // Files are uploaded into the brand's folder: another brand would refuse them.
            description={hasFiles ? 'Remove the uploaded files to choose another brand' : undefined}
            disabled={busy || hasFiles}
          />
        )}
        <TextInput
          label="Name"
          required
          disabled={busy}
          data-autofocus={chooseBrand ? undefined : true}
          {...form.getInputProps('name')}
        />
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
        {canSetStatus && (
          <NativeSelect
            label="Status"
            name="status"
            description="Paused and archived products are not offered when a campaign is planned"
            data={PRODUCT_STATUSES.map((status) => ({ value: status, label: PRODUCT_STATUS_BADGES[status].label }))}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            rightSectionPointerEvents="none"
            disabled={busy}
            {...form.getInputProps('status')}
          />
        )}
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
        <ProductTextFields inputProps={(name) => form.getInputProps(name)} disabled={busy} />

        <Divider />
        <Title order={3} size="h5">
          Media
        </Title>
        {PRODUCT_MEDIA.map((media) => (
          <FileUpload
            key={media.field}
            label={media.label}
            folder={media.folder}
            brandId={targetBrandId}
            accept={media.accept}
            maxSizeMB={media.maxSizeMB}
            multiple
            maxFiles={MAX_MEDIA_FILES}
            disabled={busy || !targetBrandId}
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
