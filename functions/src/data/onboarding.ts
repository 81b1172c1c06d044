import { MAX_ONBOARDING_PRODUCTS, type Brand, type OnboardingDraft } from '@reelbridge/shared';
import { MAX_TRANSACTION_ITEMS, type Changes } from './changes';
import { batchGet, tableName } from './client';
import { keys, MAX_PRODUCT_NAME_TOKENS } from './keys';
import { MAX_BRAND_SEARCH_ENTRIES } from './search';
import { toMember, type MemberRecord } from './team';

/**
 * The wizard's submission at its largest: its products with their search entries, the previous submission's removed
 * likewise, the brand, the record, the draft, the submission's event, and the brand's search entries rewritten when
 * the wizard renames it (data/brands.ts completeOnboarding). The shared schema's product cap keeps it one transaction.
 */
export const LARGEST_SUBMISSION =
  2 * MAX_ONBOARDING_PRODUCTS * (1 + MAX_PRODUCT_NAME_TOKENS) + 4 + MAX_BRAND_SEARCH_ENTRIES;
if (LARGEST_SUBMISSION > MAX_TRANSACTION_ITEMS)
  throw new Error("MAX_ONBOARDING_PRODUCTS no longer fits one transaction with the brand's search entries");

/** What a brand's onboarding wizard stored: the half-finished draft, and what was last submitted. */
export interface OnboardingDraftRecord {
  step: number;
  data: Record<string, unknown>;
  updatedAt: string;
}

export interface OnboardingRecord {
  contactEmail: string;
  socialMedia: Record<string, unknown>;
  visualAssets: Record<string, unknown>;
  brandVoice: Record<string, unknown>;
  strategy: unknown;
  creatorSetup: unknown;
  /** The products the wizard made, replaced when it is submitted again. */
  productIds: string[];
  /** Absent when the profile was filled in by an edit, the wizard never submitted. */
  submittedAt?: string;
  submittedBy?: string;
  /** Counts the wizard's submissions and the profile's edits (absent on records written before profiles). */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** The draft and the submitted record of a brand's wizard: one BatchGet, consistent when a write follows. */
export async function getOnboarding(
  brandId: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<{ draft?: OnboardingDraftRecord; submitted?: OnboardingRecord }> {
  const draftKey = keys.onboardingDraft(brandId);
  const found: { draft?: OnboardingDraftRecord; submitted?: OnboardingRecord } = {};
  for (const item of await batchGet([draftKey, keys.onboarding(brandId)], { consistent })) {
    if (item.sk === draftKey.sk) found.draft = item as unknown as OnboardingDraftRecord;
    else found.submitted = item as unknown as OnboardingRecord;
  }
  return found;
}

/**
 * What the brand profile needs besides the brand: the submitted record (never the draft) and, for a brand user, their
 * member record (owner or member: data/team.ts's record as the team page reads it). One BatchGet.
 */
export async function getProfileRecords(
  brandId: string,
  userId: string | undefined,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<{ submitted?: OnboardingRecord; member?: MemberRecord }> {
  const recordKey = keys.onboarding(brandId);
  const found: { submitted?: OnboardingRecord; member?: MemberRecord } = {};
  const wanted = userId ? [recordKey, keys.teamMember(brandId, userId)] : [recordKey];
  for (const item of await batchGet(wanted, { consistent })) {
    if (item.sk === recordKey.sk) found.submitted = item as unknown as OnboardingRecord;
    else found.member = toMember(item);
  }
  return found;
}

/** The writes of the wizard, for a transaction (`Changes`). */
export const onboardingWrites = {
  /** Keeps the draft; a brand that had not started shows as in progress from then on (unless it moved meanwhile). */
  saveDraft(changes: Changes, brand: Brand, draft: OnboardingDraft, now: string): void {
    changes.add({
      Put: {
        TableName: tableName(),
        Item: { ...keys.onboardingDraft(brand.id), type: 'onboardingDraft', ...draft, updatedAt: now },
      },
    });
    if (brand.onboardingState !== 'not_started') return;
    changes.add({
      Update: {
        TableName: tableName(),
        Key: keys.brand(brand.id),
        UpdateExpression: 'SET onboardingState = :state',
        ConditionExpression: 'onboardingState = :notStarted',
        ExpressionAttributeValues: { ':state': 'in_progress', ':notStarted': 'not_started' },
      },
    });
  },
  /** The submitted record replaces the previous one and the draft goes. */
  submit(changes: Changes, brandId: string, record: OnboardingRecord): void {
    changes.add({
      Put: { TableName: tableName(), Item: { ...keys.onboarding(brandId), type: 'onboarding', ...record } },
    });
    changes.add({ Delete: { TableName: tableName(), Key: keys.onboardingDraft(brandId) } });
  },
  /**
   * An edit of the profile: the record rewritten only if it is still at the version read (0: a record without a
   * version, or none at all). The products the wizard made, and the draft, are left alone.
   */
  updateProfile(changes: Changes, brandId: string, record: OnboardingRecord, expectedVersion: number): void {
    changes.add({
      Put: {
        TableName: tableName(),
        Item: { ...keys.onboarding(brandId), type: 'onboarding', ...record },
        ...(expectedVersion === 0
          ? {
              ConditionExpression: 'attribute_not_exists(#version)',
              ExpressionAttributeNames: { '#version': 'version' },
            }
          : {
              ConditionExpression: '#version = :expected',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':expected': expectedVersion },
            }),
      },
    });
  },
};
