// Labels are the web forms' words, so they live here rather than beside the product schema in shared/ (which the
// API loads too); the admin product form and the onboarding wizard's product step both show these fields.

/** The optional text fields of a product (docs/product.md#records), in the order the forms show them. */
export const PRODUCT_TEXT_FIELDS = [
  { name: 'problemSolved', label: 'Problem solved' },
  { name: 'bestFor', label: 'Best for' },
  { name: 'usageInstructions', label: 'Usage instructions' },
  { name: 'uniqueFeatures', label: 'Unique features' },
  { name: 'results', label: 'Results' },
  { name: 'sensoryExperience', label: 'Sensory experience' },
  { name: 'messagingToAvoid', label: 'Messaging to avoid' },
  { name: 'keyDemographic', label: 'Key demographic' },
  { name: 'tiktokCta', label: 'TikTok call to action' },
] as const;

export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number]['name'];
