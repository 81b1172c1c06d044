import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { ColorInput, Divider, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { UPLOAD_FIELDS } from '../upload-fields';
import { BRAND_VOICE_TEXT_FIELDS, COLOR_FIELDS, type WizardValues } from '../wizard-values';
import { OnboardingUploader } from './onboarding-uploader';
import classes from './wizard.module.css';

const UPLOADS = ['styleGuide', 'marketingMaterials', 'socialExamples'] as const;
const HEX = /^#[0-9a-f]{6}$/i;

export interface BrandVoiceStepProps {
  form: UseFormReturnType<WizardValues>;
  brandId: string;
  onBusyChange: (field: string, busy: boolean) => void;
  disabled?: boolean;
}

/** Step 4, Brand Voice & Guidelines: colours, typography, voice, content, and the guideline files. */
export function BrandVoiceStep({ form, brandId, onBusyChange, disabled }: BrandVoiceStepProps) {
  const { brandVoice, brand } = form.getValues();
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Colours and typography
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          {COLOR_FIELDS.map(({ name, label }) => (
            <ColorInput
              key={name}
              label={label}
              format="hex"
              placeholder="#1A2B3C"
              withEyeDropper={false}
              disabled={disabled}
              {...form.getInputProps(`brandVoice.colors.${name}`)}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Primary font"
            placeholder="e.g. Poppins"
            disabled={disabled}
            {...form.getInputProps('brandVoice.typography.primaryFont')}
          />
          <TextInput
            label="Secondary font"
            placeholder="e.g. Inter"
            disabled={disabled}
            {...form.getInputProps('brandVoice.typography.secondaryFont')}
          />
        </SimpleGrid>
        <BrandPreview name={brand.name} voice={brandVoice} />
      </Stack>

      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h5">
          Voice and content
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {BRAND_VOICE_TEXT_FIELDS.map(({ name, label, placeholder }) => (
            <Textarea
              key={name}
              label={label}
              placeholder={placeholder}
              autosize
              minRows={2}
              maxRows={6}
              disabled={disabled}
              {...form.getInputProps(`brandVoice.${name}`)}
            />
          ))}
        </SimpleGrid>
      </Stack>

      <Divider />
      <Stack gap="lg">
        <Title order={3} size="h5">
          Guidelines and examples
        </Title>
        {UPLOADS.map((name) => (
          <OnboardingUploader
            key={name}
            field={UPLOAD_FIELDS[name]}
            brandId={brandId}
            value={brandVoice[name]}
            onChange={(update) => form.setFieldValue(`brandVoice.${name}`, (keys: string[]) => update(keys))}
            onBusyChange={(busy) => onBusyChange(name, busy)}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** The colours and fonts as they were entered, so a typo shows before creators see it. */
function BrandPreview({ name, voice }: { name: string; voice: WizardValues['brandVoice'] }) {
  const color = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
  const { colors, typography } = voice;
  const font = (family: string) => (family.trim() ? `"${family.trim().replace(/"/g, '')}", sans-serif` : undefined);
  return (
    <div className={classes.swatchPreview} aria-label="Preview of your colours and fonts" role="img">
      <Text
        fw={700}
        size="lg"
        style={{
          color: color(colors.primary, 'var(--mantine-color-gray-9)'),
          fontFamily: font(typography.primaryFont),
        }}
      >
        {name.trim() || 'Your brand'}
      </Text>
      <Text
        size="sm"
        style={{ color: color(colors.text, 'var(--mantine-color-gray-7)'), fontFamily: font(typography.secondaryFont) }}
      >
        Made for creators who tell your story.{' '}
        <span
          style={{
            color: color(colors.secondary, 'inherit'),
            borderBottom: `2px solid ${color(colors.accent, 'var(--mantine-color-gray-4)')}`,
          }}
        >
          Shop the collection
        </span>
      </Text>
    </div>
  );
}
