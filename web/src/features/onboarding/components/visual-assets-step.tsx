import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { UPLOAD_FIELDS } from '../upload-fields';
import type { WizardValues } from '../wizard-values';
import { OnboardingUploader } from './onboarding-uploader';

export type VisualAssetField = keyof WizardValues['visualAssets'];
const FIELDS: readonly VisualAssetField[] = ['productPhotos', 'brandVideos', 'packagingFiles'];

export interface VisualAssetsStepProps {
  form: UseFormReturnType<WizardValues>;
  brandId: string;
  onBusyChange: (field: string, busy: boolean) => void;
  disabled?: boolean;
}

/** Step 3, Visual Assets: product photos (5), brand videos (3), packaging files (3) (docs/product.md#limits). */
export function VisualAssetsStep({ form, brandId, onBusyChange, disabled }: VisualAssetsStepProps) {
  const { visualAssets } = form.getValues();
  return (
    <Stack gap="lg">
      {FIELDS.map((name) => (
        <OnboardingUploader
          key={name}
          field={UPLOAD_FIELDS[name]}
          brandId={brandId}
          value={visualAssets[name]}
          onChange={(update) => form.setFieldValue(`visualAssets.${name}`, (keys: string[]) => update(keys))}
          onBusyChange={(busy) => onBusyChange(name, busy)}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
