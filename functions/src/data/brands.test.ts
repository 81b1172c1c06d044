import { beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@reelbridge/shared';
import { completeOnboarding } from './brands';
import type { Changes } from './changes';
import { LARGEST_SUBMISSION } from './onboarding';
import type { TransactItem } from './projects';
import { MAX_BRAND_SEARCH_ENTRIES } from './search';

beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});

const registered: Brand = {
  id: 'co_1',
  name: 'Zed Old Name',
  email: 'hello@zed.test',
  phone: '+15551234567',
  industry: 'health',
  onboardingState: 'in_progress',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

function submitted(details: Pick<Brand, 'name' | 'industry'>): TransactItem[] {
  const items: TransactItem[] = [];
  const changes = { add: (item: TransactItem | undefined) => item && items.push(item) } as unknown as Changes;
  completeOnboarding(changes, registered, { ...details, phone: registered.phone }, '2026-02-01T00:00:00.000Z');
  return items;
}

const values = (item: TransactItem) =>
  (item as { Update: { ExpressionAttributeValues: Record<string, unknown> } }).Update.ExpressionAttributeValues;
const entries = (items: TransactItem[]) =>
  items.flatMap((item) => ('Put' in item && item.Put ? [item.Put.Item as Record<string, unknown>] : []));
const removed = (items: TransactItem[]) =>
  items.flatMap((item) => ('Delete' in item && item.Delete ? [item.Delete.Key as Record<string, unknown>] : []));

describe('completeOnboarding (the wizard renames the brand)', () => {
  it('moves the list keys to the new name and industry, at the version read', () => {
    const [update] = submitted({ name: 'Aya  Kitchen', industry: 'food' });
    expect(values(update!)).toMatchObject({
      ':expected': 3,
      ':version': 4,
      ':name': 'Aya  Kitchen',
      ':industry': 'food',
      ':onboardingState': 'completed',
      ':gsi1pk': 'BRANDS',
      ':gsi1sk': 'aya kitchen#co_1',
      ':gsi2pk': 'BRAND_INDUSTRY#food',
      ':gsi2sk': 'aya kitchen#co_1',
    });
  });

  it("rewrites the search entries in the same transaction: the new name's words, none of the old ones", () => {
    const items = submitted({ name: 'Aya Kitchen', industry: 'food' });
    expect(entries(items).map((entry) => [entry.sk, entry.gsi1pk, entry.gsi1sk])).toEqual([
      ['SEARCH#0', 'BRAND_SEARCH', 'aya kitchen#co_1'],
      ['SEARCH#1', 'BRAND_SEARCH', 'kitchen#co_1'],
      ['SEARCH#2', 'BRAND_SEARCH', 'zed.test#co_1'],
    ]);
    expect(entries(items)[0]!.tokens).toEqual(['aya kitchen', 'kitchen', 'zed.test']);
    // The old name had one word more: its last entry goes.
    expect(removed(items)).toEqual([{ pk: 'BRAND#co_1', sk: 'SEARCH#3' }]);
  });

  it('writes no search entry when the name stays, but still the industry list key', () => {
    const items = submitted({ name: 'Zed Old Name', industry: 'food' });
    expect(items).toHaveLength(1);
    expect(values(items[0]!)).toMatchObject({ ':gsi2pk': 'BRAND_INDUSTRY#food', ':gsi1sk': 'zed old name#co_1' });
  });

  it("keeps the wizard's largest submission, brand search entries included, in one transaction", () => {
    const longest = submitted({ name: 'one two three four five six seven eight', industry: 'food' });
    expect(longest.length - 1).toBeLessThanOrEqual(MAX_BRAND_SEARCH_ENTRIES);
    expect(LARGEST_SUBMISSION).toBeLessThanOrEqual(100);
  });
});
