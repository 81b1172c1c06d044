import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf, type CursorList } from './pagination';

const brandsList = { attribute: 'gsi1pk', value: 'BRANDS' };
const lastBrand = { pk: 'BRAND#co_a', sk: 'PROFILE', gsi1pk: 'BRANDS', gsi1sk: 'acme#co_a' };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function refusal(cursor: string, list: CursorList = brandsList) {
  try {
    decodeCursor(cursor, list);
    return undefined;
  } catch (error) {
    return error as { status?: number; fields?: Record<string, string> };
  }
}

describe('list cursors', () => {
  it('gives back the key encodeCursor made, for the list it came from', () => {
    expect(decodeCursor(encodeCursor(lastBrand), brandsList)).toEqual(lastBrand);
    expect(decodeCursor(encodeCursor(lastBrand), { ...brandsList, sortPrefix: 'ac' })).toEqual(lastBrand);
    const product = { pk: 'BRAND#co_a', sk: 'PRODUCT#p1' };
    expect(
      decodeCursor(encodeCursor(product), { attribute: 'pk', value: 'BRAND#co_a', sortPrefix: 'PRODUCT#' }),
    ).toEqual(product);
    expect(decodeCursor(undefined, brandsList)).toBeUndefined();
  });

  const tampered: [string, string][] = [
    ['not base64url', 'a b+c/='],
    ['not JSON', Buffer.from('{"pk":').toString('base64url')],
    ['an array', raw([lastBrand])],
    ['a key without the sort keys (DynamoDB: invalid starting key)', raw({ gsi1pk: 'BRANDS' })],
    ['a key of the table, not the index', raw({ pk: 'BRAND#co_a', sk: 'PROFILE' })],
    ['a key of another index', raw({ pk: 'BRAND#co_a', sk: 'PROFILE', gsi2pk: 'BRANDS', gsi2sk: 'x' })],
    ['an extra attribute', raw({ ...lastBrand, other: 'x' })],
    ['a number', raw({ ...lastBrand, gsi1sk: 7 })],
    ['an empty key value', raw({ ...lastBrand, sk: '' })],
    ['another partition', raw({ ...lastBrand, gsi1pk: 'CREATORS' })],
    ['a sort key over 1024 bytes (CJK, under 1024 characters)', raw({ ...lastBrand, gsi1sk: '名'.repeat(400) })],
    ['a partition key over 2048 bytes', raw({ ...lastBrand, pk: 'x'.repeat(2049) })],
    ['huge', 'a'.repeat(20_000)],
  ];

  it('refuses a tampered cursor of any kind with 400 and fields.cursor, before DynamoDB sees it', () => {
    for (const [label, cursor] of tampered) {
      expect(refusal(cursor), label).toMatchObject({ status: 400, fields: { cursor: 'Invalid cursor' } });
    }
  });

  it('refuses the cursor of a prefix search in a search for another prefix', () => {
    expect(refusal(encodeCursor(lastBrand)!, { ...brandsList, sortPrefix: 'zz' })).toMatchObject({ status: 400 });
  });
});

describe('a page asked for one item more than it shows', () => {
  const brand = (n: number) => ({
    pk: `BRAND#co_${n}`,
    sk: 'PROFILE',
    gsi1pk: 'BRANDS',
    gsi1sk: `b${n}#co_${n}`,
    name: `B${n}`,
  });

  it('gives no cursor when the list ends exactly at the page end', () => {
    expect(pageOf([brand(1), brand(2)], 2, 'gsi1pk', undefined)).toEqual({ items: [brand(1), brand(2)] });
  });

  it('continues after the last item shown when one more exists, with a cursor of the list', () => {
    const page = pageOf([brand(1), brand(2), brand(3)], 2, 'gsi1pk', brand(3));
    expect(page.items).toEqual([brand(1), brand(2)]);
    const { name: _name, ...key } = brand(2);
    expect(decodeCursor(page.cursor, brandsList)).toEqual(key);
  });

  it('keeps the key DynamoDB stopped at when it returned no more than the page', () => {
    expect(decodeCursor(pageOf([brand(1)], 2, 'gsi1pk', lastBrand).cursor, brandsList)).toEqual(lastBrand);
  });
});
