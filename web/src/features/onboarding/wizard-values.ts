import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { SOCIAL_PLATFORMS, WIZARD_STEPS, type SocialPlatform } from '@reelbridge/shared/constants';
import { normalizeHandle } from '@reelbridge/shared/schemas/common';
import {
  brandVoiceSchema,
  creatorSetupSchema,
  MAX_ONBOARDING_PRODUCTS,
  onboardingBrandStepSchema,
  onboardingProductSchema,
  onboardingSubmitSchema,
  strategySchema,
  TOO_MANY_ONBOARDING_PRODUCTS,
  type OnboardingSubmitInput,
} from '@reelbridge/shared/schemas/onboarding';
import { benefitsFromText } from '@reelbridge/shared/schemas/product';
import * as z from 'zod';
import { PRODUCT_TEXT_FIELDS, type ProductTextField } from '@/lib/forms/product-fields';

/** The six steps of the wizard (docs/product.md#screens), in order. */
export const STEP_TITLES = [
  'Brand Information',
  'Product Details',
  'Visual Assets',
  'Brand Voice & Guidelines',
  'Strategy',
  'Creator Setup',
] as const;

export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= WIZARD_STEPS;
}

export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

export const BRAND_VOICE_TEXT_FIELDS = [
  { name: 'personality', label: 'Brand personality', placeholder: 'Playful, expert, warm…' },
  { name: 'tone', label: 'Tone of voice', placeholder: 'Friendly and direct; never sarcastic' },
  { name: 'dos', label: "Do's", placeholder: 'Show the product in use; keep it real' },
  { name: 'donts', label: "Don'ts", placeholder: 'No competitor mentions; no medical claims' },
  { name: 'taglines', label: 'Taglines', placeholder: 'One per line' },
  { name: 'valueProps', label: 'Value propositions', placeholder: 'Why customers choose you' },
  { name: 'keyMessages', label: 'Key messages', placeholder: 'What every video should get across' },
  { name: 'topContent', label: 'Top performing content', placeholder: 'Formats and posts that worked best' },
  { name: 'contentMetrics', label: 'Content metrics', placeholder: 'Views, saves, click-throughs…' },
  { name: 'hashtagStrategy', label: 'Hashtag strategy', placeholder: '#yourbrand, #category…' },
  { name: 'contentPillars', label: 'Content pillars', placeholder: 'Education, routines, behind the scenes…' },
  { name: 'contentMix', label: 'Content mix', placeholder: '60% education, 30% lifestyle, 10% offers' },
] as const;
type BrandVoiceTextField = (typeof BRAND_VOICE_TEXT_FIELDS)[number]['name'];

export const COLOR_FIELDS = [
  { name: 'primary', label: 'Primary colour' },
  { name: 'secondary', label: 'Secondary colour' },
  { name: 'accent', label: 'Accent colour' },
  { name: 'text', label: 'Text colour' },
] as const;
type ColorField = (typeof COLOR_FIELDS)[number]['name'];

export const STRATEGY_FIELDS = [
  { name: 'positioning', label: 'Positioning', placeholder: 'Where your brand stands in its market' },
  { name: 'competitiveAdvantage', label: 'Competitive advantage', placeholder: 'What competitors cannot claim' },
  { name: 'marketingChannels', label: 'Marketing channels', placeholder: 'TikTok, Instagram, paid social, email…' },
  { name: 'kpis', label: 'KPIs', placeholder: 'What success looks like: sales, reach, engagement…' },
] as const;
type StrategyField = (typeof STRATEGY_FIELDS)[number]['name'];

export type ProductValues = {
  /** Identifies the product section in the form (never sent). */
  id: string;
  name: string;
  description: string;
  /** As the number input gives it: '' when empty. */
  pricing: number | string;
  salePricing: number | string;
  /** One benefit per line. */
  benefits: string;
} & Record<ProductTextField, string>;

export interface WizardValues {
  brand: {
    name: string;
    email: string;
    /** Only before sign-in, to create the account; never stored or sent to the API. */
    password: string;
    confirmPassword: string;
    phone: string;
    website: string;
    industry: string;
    socialMedia: Record<SocialPlatform, string>;
  };
  products: ProductValues[];
  visualAssets: { productPhotos: string[]; brandVideos: string[]; packagingFiles: string[] };
  brandVoice: {
    colors: Record<ColorField, string>;
    typography: { primaryFont: string; secondaryFont: string };
    styleGuide: string[];
    marketingMaterials: string[];
    socialExamples: string[];
  } & Record<BrandVoiceTextField, string>;
  strategy: Record<StrategyField, string>;
  creatorSetup: { name: string; email: string; phone: string; website: string; bio: string; socialHandles: string };
}

const fill = <K extends string>(names: readonly { name: K }[]) =>
  Object.fromEntries(names.map(({ name }) => [name, ''])) as Record<K, string>;

export function emptyProduct(): ProductValues {
  return {
    id: randomId('product-'),
    name: '',
    description: '',
    pricing: '',
    salePricing: '',
    benefits: '',
    ...fill(PRODUCT_TEXT_FIELDS),
  };
}

export function emptyValues(): WizardValues {
  return {
    brand: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      website: '',
      industry: '',
      socialMedia: Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, ''])) as Record<
        SocialPlatform,
        string
      >,
    },
    products: [emptyProduct()],
    visualAssets: { productPhotos: [], brandVideos: [], packagingFiles: [] },
    brandVoice: {
      colors: fill(COLOR_FIELDS),
      typography: { primaryFont: '', secondaryFont: '' },
      ...fill(BRAND_VOICE_TEXT_FIELDS),
      styleGuide: [],
      marketingMaterials: [],
      socialExamples: [],
    },
    strategy: fill(STRATEGY_FIELDS),
    creatorSetup: { name: '', email: '', phone: '', website: '', bio: '', socialHandles: '' },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Drafts: what is kept between visits (this browser's storage and the server's draft), without the password.

export type DraftData = Omit<WizardValues, 'brand'> & {
  brand: Omit<WizardValues['brand'], 'password' | 'confirmPassword'>;
};

export function toDraftData(values: WizardValues): DraftData {
  const { password: _password, confirmPassword: _confirm, ...brand } = values.brand;
  return { ...values, brand };
}

const text = z.string().max(20_000).catch('');
const keys = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === 'string' && item.length > 0));
const price = z.union([z.number(), z.string().max(20)]).catch('');
const textFields = <K extends string>(names: readonly { name: K }[]) =>
  Object.fromEntries(names.map(({ name }) => [name, text])) as Record<K, typeof text>;
const section = <T extends z.ZodRawShape>(shape: T, fallback: () => z.output<z.ZodObject<T>>) =>
  z.object(shape).catch(fallback);

const productDraftSchema = z.object({
  id: z
    .string()
    .min(1)
    .catch(() => randomId('product-')),
  name: text,
  description: text,
  pricing: price,
  salePricing: price,
  benefits: text,
  ...textFields(PRODUCT_TEXT_FIELDS),
});

/** Reads a stored draft defensively: anything missing or malformed becomes the empty value. */
const draftSchema = z.object({
  brand: section(
    {
      name: text,
      email: text,
      phone: text,
      website: text,
      industry: text,
      socialMedia: section(
        Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, text])) as Record<SocialPlatform, typeof text>,
        () => emptyValues().brand.socialMedia,
      ),
    },
    () => toDraftData(emptyValues()).brand,
  ),
  products: z
    .array(productDraftSchema)
    .catch([])
    .transform((products) => (products.length > 0 ? products : [emptyProduct()])),
  visualAssets: section(
    { productPhotos: keys, brandVideos: keys, packagingFiles: keys },
    () => emptyValues().visualAssets,
  ),
  brandVoice: section(
    {
      colors: section(textFields(COLOR_FIELDS), () => emptyValues().brandVoice.colors),
      typography: section({ primaryFont: text, secondaryFont: text }, () => emptyValues().brandVoice.typography),
      ...textFields(BRAND_VOICE_TEXT_FIELDS),
      styleGuide: keys,
      marketingMaterials: keys,
      socialExamples: keys,
    },
    () => emptyValues().brandVoice,
  ),
  strategy: section(textFields(STRATEGY_FIELDS), () => emptyValues().strategy),
  creatorSetup: section(
    { name: text, email: text, phone: text, website: text, bio: text, socialHandles: text },
    () => emptyValues().creatorSetup,
  ),
});

/** Form values from draft data of any origin (storage may hold anything); the password fields start empty. */
export function valuesFromDraft(data: unknown): WizardValues {
  const draft = draftSchema.parse(typeof data === 'object' && data !== null ? data : {});
  return { ...draft, brand: { ...draft.brand, password: '', confirmPassword: '' } };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation per step, with the shared schemas the server uses.

/** '' (an empty number input) is a missing value; a number the input kept as text ('24.') is a number. */
function blankToUndefined(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

const productFormSchema = onboardingProductSchema.extend({
  pricing: z.preprocess(blankToUndefined, onboardingProductSchema.shape.pricing),
  salePricing: z.preprocess(blankToUndefined, onboardingProductSchema.shape.salePricing),
  benefits: z.string().transform(benefitsFromText).pipe(onboardingProductSchema.shape.benefits.unwrap()),
});

/** The server's product list rule ('Add at least one product'), over the form's products. */
const productsFormSchema = z
  .array(productFormSchema)
  .min(1, { error: 'Add at least one product' })
  .max(MAX_ONBOARDING_PRODUCTS, { error: TOO_MANY_ONBOARDING_PRODUCTS });

/** Without the password: what the API takes, for a user who is signed in already. */
const brandSchema = onboardingSubmitSchema.shape.brand;

/** Field errors of a failed parse, keyed by form path; errors of list items belong to the list's field. */
function errorsOf(error: z.ZodError, prefix: string): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    const field =
      /\.(benefits|productPhotos|brandVideos|packagingFiles|styleGuide|marketingMaterials|socialExamples)\.\d+$/.test(
        path,
      )
        ? path.replace(/\.\d+$/, '')
        : path;
    errors[field] ??= issue.message;
  }
  return errors;
}

function check(schema: z.ZodType, value: unknown, prefix: string): FormErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : errorsOf(result.error, prefix);
}

/**
 * The errors that keep the wizard on `step` (empty when it may go on). Step 1 asks for the password and its
 * confirmation only while the account is still to be created.
 */
export function validateStep(step: WizardStep, values: WizardValues, { withPassword }: { withPassword: boolean }) {
  switch (step) {
    case 1:
      return check(withPassword ? onboardingBrandStepSchema : brandSchema, values.brand, 'brand');
    case 2:
      return check(productsFormSchema, values.products, 'products');
    case 3:
      return check(onboardingSubmitSchema.shape.visualAssets, values.visualAssets, 'visualAssets');
    case 4:
      return check(brandVoiceSchema, values.brandVoice, 'brandVoice');
    case 5:
      return check(strategySchema, values.strategy, 'strategy');
    case 6:
      return check(creatorSetupSchema, values.creatorSetup, 'creatorSetup');
  }
}

/** The step a form path belongs to ('products.1.name' → 2). */
export function stepOfPath(path: string): WizardStep {
  const index = ['brand', 'products', 'visualAssets', 'brandVoice', 'strategy', 'creatorSetup'].indexOf(
    path.split('.')[0] ?? '',
  );
  return (index >= 0 ? index + 1 : 1) as WizardStep;
}

/** Indexes of the products that have an error (their sections are opened so the messages show). */
export function productsWithErrors(errors: FormErrors): number[] {
  const indexes = new Set<number>();
  for (const path of Object.keys(errors)) {
    const match = /^products\.(\d+)\./.exec(path);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes];
}

// ---------------------------------------------------------------------------------------------------------------
// Submission: PUT /brands/{id}/onboarding.

const trimmed = (value: string) => value.trim();
const nonEmpty = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value.trim() !== '')) as Record<string, string>;

/** The request body from the form: handles normalised, benefits split, empty texts and the password left out. */
export function toSubmission(values: WizardValues): OnboardingSubmitInput {
  const { brand } = values;
  return {
    brand: {
      name: trimmed(brand.name),
      email: trimmed(brand.email),
      phone: trimmed(brand.phone),
      website: trimmed(brand.website),
      industry: brand.industry as OnboardingSubmitInput['brand']['industry'],
      socialMedia: Object.fromEntries(
        SOCIAL_PLATFORMS.map((platform) => [platform, normalizeHandle(brand.socialMedia[platform])]),
      ) as Record<SocialPlatform, string>,
    },
    products: values.products.map((product) => {
      const { id: _id, name, description, pricing, salePricing, benefits, ...details } = product;
      const sale = blankToUndefined(salePricing);
      return {
        name: trimmed(name),
        description: trimmed(description),
        pricing: Number(blankToUndefined(pricing)),
        salePricing: sale === undefined ? null : Number(sale),
        benefits: benefitsFromText(benefits),
        ...nonEmpty(details),
      };
    }),
    visualAssets: values.visualAssets,
    brandVoice: {
      ...nonEmpty(Object.fromEntries(BRAND_VOICE_TEXT_FIELDS.map(({ name }) => [name, values.brandVoice[name]]))),
      colors: values.brandVoice.colors,
      typography: values.brandVoice.typography,
      styleGuide: values.brandVoice.styleGuide,
      marketingMaterials: values.brandVoice.marketingMaterials,
      socialExamples: values.brandVoice.socialExamples,
    },
    strategy: nonEmpty(values.strategy),
    creatorSetup: nonEmpty(values.creatorSetup),
  };
}
