import { batchGet, DynamoBusyError } from './client';
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
    try {
      const result = await transact(items);
      return result.ok ? 'ok' : 'conflict';
    } catch (error) {
      if (await this.lostToAnotherWriter(error)) return 'conflict';
      throw error;
    }
  }

  /**
   * Whether a write that `writeTransaction` gave up on (TransactionConflict on every attempt) lost to a racing writer:
   * one of its versioned items is no longer at the version read (or a new one exists now). That is a stale write, 409,
   * not a busy table, 503 (data/client.ts lostToAnotherWriter does the same for a single item; docs/data-layer.md).
   * LOCAL_DYNAMO_MODE=aws-like showed eight racing campaign updates, each with its status entry, cancel each other
   * until one ran out of attempts. One consistent BatchGet, only on that rare path.
   */
  private async lostToAnotherWriter(error: unknown): Promise<boolean> {
    if (!(error instanceof DynamoBusyError) || error.reason !== 'TransactionConflict') return false;
    const expected = [...this.puts.values()].map(({ item, expected: version }) => ({
      key: `${String(item.pk)}|${String(item.sk)}`,
      pk: item.pk,
      sk: item.sk,
      version,
    }));
    const stored = await batchGet(
      expected.map(({ pk, sk }) => ({ pk, sk })),
      { consistent: true, projection: 'pk, sk, #version', names: { '#version': 'version' } },
    );
    const versions = new Map(stored.map((item) => [`${String(item.pk)}|${String(item.sk)}`, item.version]));
    return expected.some(({ key, version }) =>
      version === undefined ? versions.has(key) : versions.get(key) !== version,
    );
  }
}
