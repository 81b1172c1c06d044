/**
 * Search finds what a person types (issue 18 item 8): a creator by any word of the name, a handle (with or without @),
 * the e-mail address or its domain; a brand by a name word or its e-mail domain; a UGC project or campaign by a name
 * word, a brand user only their brand's. Each record once, pages followed by cursor, renames and deletes followed, and
 * a page is one Query and one BatchGet whatever the table holds.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@reelbridge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../infra/local/testing';
import { clearDynamoFaults, setDynamoFaults } from '../../infra/local/faults';
import { documentClient } from '../../infra/local/testing';
import { setDocumentClient } from './data/client';
import { searchCreators } from './data/creators';
import { backfillSearchEntries } from './data/search-backfill';
import { api, OTHER_BRAND, OWN_BRAND, OWN_CREATOR, stack, uniqueEmail, type Caller } from './testing/int';

/** Letters no other test's records have, so that exactly this file's records match. */
const word = (length = 7) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const W = word();

async function must<T>(response: Promise<ApiResponse<T>>): Promise<T> {
  const settled = await response;
  if (settled.status >= 300) throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

/** Every id a search lists, following its cursors, and how many pages that took. */
async function searchAll(caller: Caller, path: string, query: string, limit = 25) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const url = `${path}?query=${encodeURIComponent(query)}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await must(api<Page<{ id: string }>>(caller, 'GET', url));
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 50);
  return { ids, pages };
}

const found = async (caller: Caller, path: string, query: string) => (await searchAll(caller, path, query)).ids.sort();

/** A record's search entries as stored (sort keys under SEARCH# or NAME#), read consistently. */
async function entriesOf(pk: string, prefix = 'SEARCH#') {
  const result = await documentClient(stack()).send(
    new QueryCommand({
      TableName: stack().tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

interface CreatorView {
  id: string;
  version: number;
  firstName: string;
  lastName: string;
  email: string;
}

const creatorBody = (first: string, last: string, email: string, extra: Record<string, string> = {}) => ({
  firstName: first,
  lastName: last,
  email,
  phoneNumber: '(415) 555-0100',
  ...extra,
});

describe('creators', () => {
  let kim: CreatorView;
  let lee: CreatorView;

  beforeAll(async () => {
    kim = await must(
      api<CreatorView>('admin', 'POST', '/creators', {
        body: creatorBody('Kim', `${W}ova`, `kim.${W}@${W}mail.test`, {
          tiktokUrl: `tiktok.com/@${W}_tt`,
          instagramHandle: `@${W}.ig`,
        }),
      }),
    );
    lee = await must(
      api<CreatorView>('admin', 'POST', '/creators', {
        body: creatorBody('Lee', `Mc${W}`, `lee@${W}mail.test`, { instagramHandle: `${W}lee` }),
      }),
    );
  });

  it('finds a creator by a word inside the name, each handle with or without @, the address and its domain', async () => {
    // Search entries are read from an index, which DynamoDB updates a moment after the write.
    await expect.poll(() => found('admin', '/creators', `${W}OVA`)).toEqual([kim.id]);
    await expect.poll(() => found('admin', '/creators', `kim ${W}`)).toEqual([kim.id]);
    expect(await found('admin', '/creators', `@${W}_tt`)).toEqual([kim.id]);
    expect(await found('admin', '/creators', `${W}_t`)).toEqual([kim.id]);
    expect(await found('admin', '/creators', `${W}.ig`)).toEqual([kim.id]);
    expect(await found('admin', '/creators', `kim.${W}@${W}`)).toEqual([kim.id]);
    expect(await found('admin', '/creators', `${W}mail.test`)).toEqual([kim.id, lee.id].sort());
    expect(await found('admin', '/creators', `${W}mail`)).toEqual([kim.id, lee.id].sort());
    expect(await found('admin', '/creators', `mc${W}`)).toEqual([lee.id]);
  });

  it('shows a creator matching at several tokens once, across pages too', async () => {
    // Kim matches W at 4 tokens, Lee at 3: a page of one each, and no third page.
    await expect.poll(() => found('admin', '/creators', W)).toEqual([kim.id, lee.id].sort());
    const { ids, pages } = await searchAll('admin', '/creators', W, 1);
    expect(ids.sort()).toEqual([kim.id, lee.id].sort());
    expect(pages).toBe(2);
  });

  it('follows a rename: the old words find the creator no more, and no old entry is left', async () => {
    const renamed = await must(
      api<CreatorView>('admin', 'PUT', `/creators/${lee.id}`, {
        body: { ...creatorBody('Lee', `Park${W}`, `lee@${W}corp.test`), version: lee.version },
      }),
    );
    lee = renamed;
    await expect.poll(() => found('admin', '/creators', `mc${W}`)).toEqual([]);
    await expect.poll(() => found('admin', '/creators', `park${W}`)).toEqual([lee.id]);
    expect(await found('admin', '/creators', `${W}corp`)).toEqual([lee.id]);
    expect(await found('admin', '/creators', `${W}lee`)).toEqual([]);
    expect(await found('admin', '/creators', `${W}mail`)).toEqual([kim.id]);
    // 'lee park…', 'park…', the address and its domain: the fifth entry of before is gone.
    const entries = await entriesOf(`CREATOR#${lee.id}`);
    expect(entries.map((entry) => entry.gsi1sk).sort()).toEqual(
      [`lee park${W}`, `park${W}`, `lee@${W}corp.test`, `${W}corp.test`].map((token) => `${token}#${lee.id}`).sort(),
    );
  });

  it('is for agency staff only', async () => {
    expect((await api('brand', 'GET', `/creators?query=${W}`)).status).toBe(403);
    expect((await api('creator', 'GET', `/creators?query=${W}`)).status).toBe(403);
  });
});

describe('brands', () => {
  let brandId = '';

  beforeAll(async () => {
    const brand = await must(
      api<{ id: string }>('anonymous', 'POST', '/brands', {
        body: {
          name: `Glow ${W}works Studio`,
          email: `hello@${W}brand.test`,
          phone: '(555) 123-4567',
          industry: 'beauty',
        },
      }),
    );
    brandId = brand.id;
  });

  it('finds a brand by any word of its name and by its e-mail domain', async () => {
    await expect.poll(() => found('admin', '/brands', `${W}works`)).toEqual([brandId]);
    expect(await found('admin', '/brands', `${W}works studio`)).toEqual([brandId]);
    expect(await found('admin', '/brands', `${W}brand.test`)).toEqual([brandId]);
    expect(await found('admin', '/brands', `${W}bra`)).toEqual([brandId]);
    // An industry's name still lists that industry.
    const beauty = await must(api<Page<{ industry: string }>>('admin', 'GET', '/brands?query=Beauty&limit=100'));
    expect(beauty.items.every((brand) => brand.industry === 'beauty')).toBe(true);
  });

  it('gives a brand user their own brand only, whatever they type', async () => {
    const own = await must(api<Page<{ id: string }>>('brand', 'GET', `/brands?query=${W}works`));
    expect(own.items.map((brand) => brand.id)).toEqual([OWN_BRAND.id]);
  });
});

describe('UGC projects', () => {
  const projectBody = (brandId: string, name: string) => ({
    name,
    brandId,
    creators: [{ creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 10 }],
  });
  let own: { id: string; version: number };
  let other: { id: string; version: number };

  beforeAll(async () => {
    [own, other] = (await Promise.all(
      [OWN_BRAND.id, OTHER_BRAND.id].map((brandId) =>
        must(
          api<{ id: string; version: number }>('admin', 'POST', '/ugc-projects', {
            body: projectBody(brandId, `Spring ${W}reel Launch`),
          }),
        ),
      ),
    )) as [typeof own, typeof other];
  });

  it("finds a project by any word of its name; a brand user only their brand's", async () => {
    await expect.poll(() => found('admin', '/ugc-projects', `${W}reel`)).toEqual([own.id, other.id].sort());
    expect(await found('admin', '/ugc-projects', `${W}reel launch`)).toEqual([own.id, other.id].sort());
    await expect.poll(() => found('brand', '/ugc-projects', `${W}reel`)).toEqual([own.id]);
    expect(await found('brand', '/ugc-projects', `spring ${W}`)).toEqual([own.id]);
  });

  it('follows a rename and a delete', async () => {
    await must(
      api('admin', 'PUT', `/ugc-projects/${own.id}`, {
        body: { ...projectBody(OWN_BRAND.id, `Autumn ${W}cut`), version: own.version },
      }),
    );
    await expect.poll(() => found('brand', '/ugc-projects', `${W}reel`)).toEqual([]);
    await expect.poll(() => found('brand', '/ugc-projects', `${W}cut`)).toEqual([own.id]);
    expect((await entriesOf(`PROJECT#${own.id}`)).map((entry) => entry.gsi2sk)).toEqual(
      [`autumn ${W}cut`, `${W}cut`].map((token) => `${token}#${own.id}`),
    );

    expect((await api('admin', 'DELETE', `/ugc-projects/${other.id}`)).status).toBe(204);
    await expect.poll(() => found('admin', '/ugc-projects', `${W}reel`)).toEqual([]);
    expect(await entriesOf(`PROJECT#${other.id}`)).toEqual([]);
  });
});

describe('while the index lags the table', () => {
  afterAll(() => clearDynamoFaults(stack().dynamoEndpoint));

  it("a project moved to another brand is not shown in its old brand's search, as it stands now", async () => {
    const name = `Moving ${W}move Reel`;
    const project = await must(
      api<{ id: string; version: number }>('admin', 'POST', '/ugc-projects', {
        body: {
          name,
          brandId: OWN_BRAND.id,
          creators: [{ creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 10 }],
        },
      }),
    );
    await expect.poll(() => found('brand', '/ugc-projects', `${W}move`)).toEqual([project.id]);
    // The index answers as it stood 5 s ago: the entries still list the project under its old brand.
    await setDynamoFaults(stack().dynamoEndpoint, { gsiLag: 5_000 });
    await must(
      api('admin', 'PUT', `/ugc-projects/${project.id}`, {
        body: {
          name,
          brandId: OTHER_BRAND.id,
          creators: [{ creatorId: OWN_CREATOR.id, videoCount: 1, costPerVideo: 10 }],
          version: project.version,
        },
      }),
    );
    expect(await found('brand', '/ugc-projects', `${W}move`)).toEqual([]);
  });
});

describe('campaigns', () => {
  it('shows a campaign matching at two words once', async () => {
    const campaign = await must(
      api<{ id: string }>('admin', 'POST', '/campaigns', {
        body: { name: `${W}a ${W}b ${W}c`, budget: 100, type: 'awareness', brandId: OWN_BRAND.id, creators: [] },
      }),
    );
    await expect.poll(() => found('admin', '/campaigns', W)).toEqual([campaign.id]);
    const { ids, pages } = await searchAll('brand', '/campaigns', W, 1);
    expect(ids).toEqual([campaign.id]);
    expect(pages).toBe(1);
  });
});

describe('a page costs the same whatever the data', () => {
  const V = word();
  const sent: string[] = [];

  beforeAll(async () => {
    // 40 creators whose names all begin with V, each matching at two tokens (a name word and the e-mail domain).
    // One at a time: each new creator moves the overview's counters, and concurrent ones would conflict (aws-like).
    for (let index = 0; index < 40; index++) {
      await must(
        api('admin', 'POST', '/creators', { body: creatorBody(`${V}${index}`, 'Tester', uniqueEmail(`${V}${index}`)) }),
      );
    }
    process.env.TABLE_NAME = stack().tableName;
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: stack().dynamoEndpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    setDocumentClient(client);
  }, 120_000);

  afterAll(() => setDocumentClient(undefined));

  it('is one Query and one BatchGet a page, for 40 matches as for 2, and every creator once', async () => {
    const pageCosts = async (query: string, limit: number) => {
      const costs: number[] = [];
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        sent.length = 0;
        const page = await searchCreators(query, { limit, cursor });
        costs.push(sent.length);
        expect(sent.filter((name) => name === 'ScanCommand')).toEqual([]);
        ids.push(...page.items.map((creator) => creator.id));
        cursor = page.nextCursor;
      } while (cursor);
      return { costs, ids };
    };
    await expect.poll(async () => (await pageCosts(V, 100)).ids.length, { timeout: 10_000 }).toBe(40);

    const many = await pageCosts(V, 10);
    expect(many.ids).toHaveLength(40);
    expect(new Set(many.ids).size).toBe(40);
    const few = await pageCosts(`${V}1`, 10); // V1 and V10…V19
    expect(few.ids).toHaveLength(11);
    // Every page with results: one Query and one BatchGet (a last, empty page would be the Query alone).
    for (const cost of [...many.costs, ...few.costs]) expect(cost).toBe(2);
    expect(many.costs).toHaveLength(4);
  });
});

describe('npm run search:backfill', () => {
  it('gives a record stored without search entries its entries, and leaves the rest alone', async () => {
    const creator = await must(
      api<CreatorView>('admin', 'POST', '/creators', {
        body: creatorBody('Ola', `${W}back`, uniqueEmail('backfill')),
      }),
    );
    // As if stored before records had entries.
    const written = await entriesOf(`CREATOR#${creator.id}`);
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const entry of written) {
      await documentClient(stack()).send(
        new DeleteCommand({ TableName: stack().tableName, Key: { pk: entry.pk, sk: entry.sk } }),
      );
    }
    await expect.poll(() => found('admin', '/creators', `${W}back`)).toEqual([]);

    process.env.TABLE_NAME = stack().tableName;
    setDocumentClient(documentClient(stack()));
    try {
      const first = await backfillSearchEntries();
      expect(first.written).toBeGreaterThanOrEqual(1);
      await expect.poll(() => found('admin', '/creators', `${W}back`)).toEqual([creator.id]);
      expect(await entriesOf(`CREATOR#${creator.id}`)).toEqual(written);
      const again = await backfillSearchEntries();
      expect(again.written).toBe(0);
      expect(again.records).toBeGreaterThanOrEqual(first.records);
    } finally {
      setDocumentClient(undefined);
    }
  }, 120_000);
});
