import { transact, versionedPut, type TransactItem } from './projects';

export const MAX_TRANSACTION_ITEMS = 100;

/**
 * What an operation changes, written as one transaction: each put is conditional on the version it was read
 * at (or on absence for new items), so a concurrent or repeated change makes the whole write fail.
 */
export class Changes {
  private readonly puts = new Map<string, { item: Record<string, unknown>; expected: number | undefined }>();
  private readonly others: TransactItem[] = [];

  put(key: string, item: Record<string, unknown>, expected: number | undefined): void {
    this.puts.set(key, { item, expected });
  }

  peek(key: string): { item: Record<string, unknown>; expected: number | undefined } | undefined {
    return this.puts.get(key);
  }

  add(item: TransactItem | undefined): void {
    if (item) this.others.push(item);
  }

  get size(): number {
    return this.puts.size + this.others.length;
  }

  /** 'too_many' when it cannot be one transaction, 'conflict' when a condition failed. */
  async commit(): Promise<'ok' | 'conflict' | 'too_many'> {
    const items = [
      ...[...this.puts.values()].map(({ item, expected }) => versionedPut(item, expected)),
      ...this.others,
    ];
    if (items.length === 0) return 'ok';
    if (items.length > MAX_TRANSACTION_ITEMS) return 'too_many';
    const result = await transact(items);
    return result.ok ? 'ok' : 'conflict';
  }
}
