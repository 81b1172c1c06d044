import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Changes } from './changes';
import * as client from './client';
import * as projects from './projects';

/** Changes.commit when the transaction gave up on TransactionConflict: 409 if a racing writer won, else busy (503). */

vi.mock('./projects', async (original) => ({ ...(await original<typeof projects>()), transact: vi.fn() }));
vi.mock('./client', async (original) => ({ ...(await original<typeof client>()), batchGet: vi.fn() }));

const gaveUp = new client.DynamoBusyError('TransactWriteItems', 'TransactionConflict', 6);

function changes() {
  const next = new Changes();
  next.put('campaign', { pk: 'CAMPAIGN#c1', sk: 'META', version: 4 }, 3);
  next.put('entry', { pk: 'CAMPAIGN#c1', sk: 'STATUS', version: 1 }, undefined);
  return next;
}

beforeEach(() => {
  vi.clearAllMocks();
  process.env.TABLE_NAME = 'table';
  vi.mocked(projects.transact).mockRejectedValue(gaveUp);
});

describe('a transaction given up on TransactionConflict', () => {
  it('is a conflict when a versioned item moved on: another writer won', async () => {
    vi.mocked(client.batchGet).mockResolvedValue([{ pk: 'CAMPAIGN#c1', sk: 'META', version: 4 }]);
    expect(await changes().commit()).toBe('conflict');
    expect(vi.mocked(client.batchGet).mock.calls[0]![1]).toMatchObject({ consistent: true });
  });

  it('is a conflict when an item it meant to create exists now', async () => {
    vi.mocked(client.batchGet).mockResolvedValue([
      { pk: 'CAMPAIGN#c1', sk: 'META', version: 3 },
      { pk: 'CAMPAIGN#c1', sk: 'STATUS', version: 1 },
    ]);
    expect(await changes().commit()).toBe('conflict');
  });

  it('stays the busy error (503) when every item is still as read: nobody else won', async () => {
    vi.mocked(client.batchGet).mockResolvedValue([{ pk: 'CAMPAIGN#c1', sk: 'META', version: 3 }]);
    await expect(changes().commit()).rejects.toBe(gaveUp);
  });

  it('passes other errors on without reading', async () => {
    const other = new Error('boom');
    vi.mocked(projects.transact).mockRejectedValue(other);
    await expect(changes().commit()).rejects.toBe(other);
    expect(client.batchGet).not.toHaveBeenCalled();
  });
});
