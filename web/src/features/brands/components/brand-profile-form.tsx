import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  Button,
  ColorInput,
  Divider,
  Group,
  Modal,
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
import { SOCIAL_PLATFORMS, UPLOAD_FOLDERS, type SocialPlatform, type UploadFolder } from '@reelbridge/shared/constants';
import {
  brandProfileUpdateSchema,
  type BrandAssetField,
  type BrandColourField,
  type BrandProfile,
  type BrandVoiceTextField,
} from '@reelbridge/shared/schemas/brand-profile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FileUpload } from '@/components/file-upload';
import { focusFirstInvalid, focusFirstInvalidOf, useDiscardGuard } from '@/components/form-guard';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { logUnexpectedFailure } from '@/lib/api-client';
import { useSaveBrandProfile } from '../api/profile';
import { saveProblem } from '../api/save-brand';
import { ASSET_LABELS } from './brand-profile';

export const EDIT_PROFILE_TITLE = 'Edit brand profile';

const VOICE_FIELDS: readonly (readonly [BrandVoiceTextField, string])[] = [
  ['personality', 'Personality'],
  ['tone', 'Tone'],
  ['taglines', 'Taglines'],
  ['valueProps', 'Value propositions'],
  ['keyMessages', 'Key messages'],
  ['dos', "Do's"],
  ['donts', "Don'ts"],
];
const CONTENT_FIELDS: readonly (readonly [BrandVoiceTextField, string])[] = [
  ['contentPillars', 'Content pillars'],
  ['contentMix', 'Content mix'],
  ['hashtagStrategy', 'Hashtags'],
  ['topContent', 'Top content'],
  ['contentMetrics', 'Metrics'],
];
const COLOUR_FIELDS: readonly (readonly [BrandColourField, string])[] = [
  ['primary', 'Primary colour'],
  ['secondary', 'Secondary colour'],
  ['accent', 'Accent colour'],
  ['text', 'Text colour'],
];
const STRATEGY_FIELDS = [
  ['positioning', 'Positioning'],
  ['competitiveAdvantage', 'Competitive advantage'],
  ['marketingChannels', 'Marketing channels'],
  ['kpis', 'KPIs'],
] as const;
const CREATOR_FIELDS = [
  ['name', 'Creator contact name'],
  ['email', 'Creator contact e-mail'],
  ['phone', 'Creator contact phone'],
  ['website', 'Website for creators'],
] as const;
const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** The upload fields, with the wizard's folders, types and counts (docs/product.md#limits). */
const FILE_FIELDS: readonly { field: BrandAssetField; folder: UploadFolder; accept: string[]; maxFiles: number }[] = [
  { field: 'productPhotos', folder: 'product-photos', accept: ['.jpg', '.jpeg', '.png', '.gif'], maxFiles: 5 },
  { field: 'brandVideos', folder: 'brand-videos', accept: ['.mp4', '.mov', '.avi'], maxFiles: 3 },
  { field: 'packagingFiles', folder: 'packaging-files', accept: ['.png', '.psd'], maxFiles: 3 },
  { field: 'styleGuide', folder: 'style-guides', accept: ['.pdf', '.ai', '.png', '.jpg', '.jpeg'], maxFiles: 1 },
  {
    field: 'marketingMaterials',
    folder: 'marketing-materials',
    accept: ['.pdf', '.jpg', '.jpeg', '.png', '.mp4'],
    maxFiles: 5,
  },
  {
    field: 'socialExamples',
    folder: 'social-examples',
    accept: ['.jpg', '.jpeg', '.png', '.mp4', '.mov'],
    maxFiles: 5,
  },
];

/** What the form holds: the edit's body without its version, every text as text. */
export interface ProfileFormValues {
  contactEmail: string;
  socialMedia: Record<SocialPlatform, string>;
  visualAssets: { productPhotos: string[]; brandVideos: string[]; packagingFiles: string[] };
  brandVoice: Record<BrandVoiceTextField, string> & {
    colors: Record<BrandColourField, string>;
    typography: { primaryFont: string; secondaryFont: string };
    styleGuide: string[];
    marketingMaterials: string[];
    socialExamples: string[];
  };
  strategy: Record<(typeof STRATEGY_FIELDS)[number][0], string>;
  creatorSetup: Record<(typeof CREATOR_FIELDS)[number][0] | 'bio' | 'socialHandles', string>;
}

const fill = <Key extends string>(fields: readonly Key[], source: Partial<Record<Key, string>>) =>
  Object.fromEntries(fields.map((field) => [field, source[field] ?? ''])) as Record<Key, string>;

/** The form's values from the profile as read (files as their keys). */
export function profileFormValues(profile: BrandProfile): ProfileFormValues {
  const keys = (field: BrandAssetField) => profile.assets[field].map((file) => file.key);
  return {
    contactEmail: profile.contactEmail ?? profile.brand.email,
    socialMedia: fill(SOCIAL_PLATFORMS, profile.social),
    visualAssets: {
      productPhotos: keys('productPhotos'),
      brandVideos: keys('brandVideos'),
      packagingFiles: keys('packagingFiles'),
    },
    brandVoice: {
      ...fill(
        [...VOICE_FIELDS, ...CONTENT_FIELDS].map(([field]) => field),
        profile.voice,
      ),
      colors: fill(
        COLOUR_FIELDS.map(([field]) => field),
        profile.colours,
      ),
      typography: fill(['primaryFont', 'secondaryFont'], profile.fonts),
      styleGuide: keys('styleGuide'),
      marketingMaterials: keys('marketingMaterials'),
      socialExamples: keys('socialExamples'),
    },
    strategy: fill(
      STRATEGY_FIELDS.map(([field]) => field),
      profile.strategy,
    ),
    creatorSetup: fill(['name', 'email', 'phone', 'website', 'bio', 'socialHandles'], profile.creatorSetup),
  };
}

const formSchema = brandProfileUpdateSchema.omit({ version: true });

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface BrandProfileFormModalProps {
  opened: boolean;
  profile: BrandProfile;
  onClose: () => void;
}

/**
 * 'Edit brand profile' (the brand's owner and agency admins): the wizard's fields after onboarding, validated with the
 * wizard's schemas, saved at the version read; the wizard's products are not part of it and stay as they are. Escape,
 * the close button and Cancel ask before throwing away what was typed; an invalid save focuses the first error.
 */
export function BrandProfileFormModal({ opened, profile, onClose }: BrandProfileFormModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  const { reportDirty, markSaved, requestClose } = useDiscardGuard();
  const close = () => requestClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={EDIT_PROFILE_TITLE}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && (
        <BrandProfileForm
          profile={profile}
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

export function BrandProfileForm({
  profile,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  profile: BrandProfile;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const brandId = profile.brand.id;
  const save = useSaveBrandProfile(brandId);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const initialValues = useMemo(() => profileFormValues(profile), [profile]);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(formSchema, { sync: true }),
  });

  const submit = form.onSubmit((values, event) => {
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    setProblem(null);
    save.mutate(
      { ...values, version: profile.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Brand profile saved', message: 'Your changes are saved.' });
          onDone();
        },
        onError: (error) => {
          logUnexpectedFailure('Brand profile update failed', error);
          const { message, fields } = saveProblem(error);
          setProblem(message);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          focusFirstInvalid(formElement);
        },
      },
    );
  }, focusFirstInvalidOf);

  const busy = save.isPending;
  const anyUploading = Object.values(uploading).some(Boolean);
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const values = form.getValues();
  const text = (path: string, label: string, rows = 2) => (
    <Textarea
      key={path}
      label={label}
      autosize
      minRows={rows}
      maxRows={8}
      maxLength={2000}
      disabled={busy}
      {...form.getInputProps(path)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={EDIT_PROFILE_TITLE}>
      <Stack gap="lg">
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}
        <TextInput
          label="Contact e-mail"
          type="email"
          inputMode="email"
          required
          disabled={busy}
          data-autofocus
          {...form.getInputProps('contactEmail')}
        />
        <Part title="Brand voice">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {VOICE_FIELDS.map(([field, label]) => text(`brandVoice.${field}`, label))}
          </SimpleGrid>
        </Part>
        <Divider />
        <Part title="Colours and fonts">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            {COLOUR_FIELDS.map(([field, label]) => (
              <ColorInput
                key={field}
                label={label}
                format="hex"
                placeholder="#1A2B3C"
                withEyeDropper={false}
                disabled={busy}
                {...form.getInputProps(`brandVoice.colors.${field}`)}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Primary font"
              maxLength={100}
              disabled={busy}
              {...form.getInputProps('brandVoice.typography.primaryFont')}
            />
            <TextInput
              label="Secondary font"
              maxLength={100}
              disabled={busy}
              {...form.getInputProps('brandVoice.typography.secondaryFont')}
            />
          </SimpleGrid>
        </Part>
        <Divider />
        <Part title="Content">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {CONTENT_FIELDS.map(([field, label]) => text(`brandVoice.${field}`, label))}
          </SimpleGrid>
        </Part>
        <Divider />
        <Part title="Strategy">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {STRATEGY_FIELDS.map(([field, label]) => text(`strategy.${field}`, label))}
          </SimpleGrid>
        </Part>
        <Divider />
        <Part title="Creator setup">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {CREATOR_FIELDS.map(([field, label]) => (
              <TextInput key={field} label={label} disabled={busy} {...form.getInputProps(`creatorSetup.${field}`)} />
            ))}
          </SimpleGrid>
          {text('creatorSetup.bio', 'Bio', 3)}
          {text('creatorSetup.socialHandles', 'Social handles')}
        </Part>
        <Divider />
        <Part title="Social">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            {SOCIAL_PLATFORMS.map((platform) => (
              <TextInput
                key={platform}
                label={SOCIAL_LABELS[platform]}
                placeholder="@handle"
                disabled={busy}
                {...form.getInputProps(`socialMedia.${platform}`)}
              />
            ))}
          </SimpleGrid>
        </Part>
        <Divider />
        <Part title="Files">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {FILE_FIELDS.map(({ field, folder, accept, maxFiles }) => {
              const path =
                field === 'productPhotos' || field === 'brandVideos' || field === 'packagingFiles'
                  ? (`visualAssets.${field}` as const)
                  : (`brandVoice.${field}` as const);
              const current = path.startsWith('visualAssets.')
                ? values.visualAssets[field as keyof ProfileFormValues['visualAssets']]
                : values.brandVoice[field as 'styleGuide' | 'marketingMaterials' | 'socialExamples'];
              return (
                <FileUpload
                  key={field}
                  label={ASSET_LABELS[field]}
                  folder={folder}
                  brandId={brandId}
                  accept={accept}
                  maxSizeMB={UPLOAD_FOLDERS[folder].maxBytes / (1024 * 1024)}
                  multiple={maxFiles > 1}
                  maxFiles={maxFiles}
                  value={current}
                  onChange={(next) => form.setFieldValue(path, next)}
                  onBusyChange={(value) => setUploading((state) => ({ ...state, [field]: value }))}
                  disabled={busy}
                />
              );
            })}
          </SimpleGrid>
        </Part>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={busy} loadingText="Saving..." disabled={anyUploading}>
            Save profile
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
