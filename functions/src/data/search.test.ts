import { beforeAll, describe, expect, it } from 'vitest';
import { brandSearch } from './brands';
import { campaignSearch } from './campaigns';
import { creatorSearch, type CreatorRecord } from './creators';
import { projectSearch } from './projects';
import {
  brandSearchTokens,
  creatorSearchTokens,
  emailDomainTokens,
  emailTokens,
  handleToken,
  MAX_BRAND_SEARCH_ENTRIES,
  MAX_CREATOR_SEARCH_ENTRIES,
  searchEntryItems,
  searchEntryWrites,
  searchPrefix,
  searchTokensOf,
} from './search';

beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});

const maya: CreatorRecord = {
  id: 'cre_1',
  firstName: 'Maya',
  lastName: 'Rivera',
  email: 'Maya.Rivera@Example.com',
  tiktokUrl: 'https://www.tiktok.com/@maya.makes?lang=en',
  instagramHandle: '@MayaRivera',
  paymentStatus: 'not_submitted',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

describe('search tokens', () => {
  it('finds a handle in a profile address or as typed, with or without @', () => {
    expect(handleToken('https://www.tiktok.com/@maya.makes?lang=en')).toBe('maya.makes');
    expect(handleToken('https://tiktok.com/@maya/')).toBe('maya');
    expect(handleToken('@MayaRivera')).toBe('mayarivera');
    expect(handleToken('maya_r')).toBe('maya_r');
    expect(handleToken('')).toBeUndefined();
    expect(handleToken('@')).toBeUndefined();
    expect(handleToken(undefined)).toBeUndefined();
  });

  it('gives an address whole and its domains of two labels or more, at most two', () => {
    expect(emailTokens('Maya.Rivera@Example.com')).toEqual(['maya.rivera@example.com', 'example.com']);
    expect(emailDomainTokens('a@mail.example.co.uk')).toEqual(['mail.example.co.uk', 'example.co.uk']);
    expect(emailDomainTokens('a@localhost')).toEqual([]);
    expect(emailTokens(undefined)).toEqual([]);
  });

  it('finds a creator by any word of the name, each handle, the address and its domain', () => {
    expect(creatorSearchTokens(maya)).toEqual([
      'maya rivera',
      'rivera',
      'maya.rivera@example.com',
      'maya.makes',
      'mayarivera',
      'example.com',
    ]);
  });

  it('drops accents and folds case and spaces, so what is typed matches what is stored', () => {
    const tokens = creatorSearchTokens({ ...maya, firstName: ' José  María', lastName: 'Núñez' });
    expect(tokens.slice(0, 3)).toEqual(['jose maria nunez', 'maria nunez', 'nunez']);
    expect(searchPrefix('  NÚÑEZ ')).toBe('nunez');
    expect(searchPrefix('@Maya.Makes')).toBe('maya.makes');
    expect(searchPrefix('@')).toBe('');
  });

  it('caps the entries of a record, names first', () => {
    const long = { ...maya, firstName: 'One Two Three', lastName: 'Four Five Six', youtubeHandle: '@tube' };
    const tokens = searchTokensOf(creatorSearch, long);
    expect(tokens.length).toBeLessThanOrEqual(MAX_CREATOR_SEARCH_ENTRIES);
    expect(tokens.slice(0, 4)).toEqual([
      'one two three four five six',
      'two three four five six',
      'three four five six',
      'four five six',
    ]);
    expect(tokens).toContain('tube');
    expect(tokens).toContain('example.com');
    expect(searchTokensOf(brandSearch, { id: 'b', name: 'a b c d e f g h i', email: 'x@y.example.com' })).toHaveLength(
      MAX_BRAND_SEARCH_ENTRIES,
    );
  });

  it('finds a brand by any word of its name and its e-mail domain', () => {
    expect(brandSearchTokens({ name: 'Acme Beauty Co', email: 'hello@acme-beauty.test' })).toEqual([
      'acme beauty co',
      'beauty co',
      'co',
      'acme-beauty.test',
    ]);
  });

  it('writes each token once', () => {
    const same = { ...maya, firstName: 'Maya', lastName: 'Makes', tiktokUrl: '@makes', instagramHandle: undefined };
    expect(searchTokensOf(creatorSearch, same)).toEqual([
      'maya makes',
      'makes',
      'maya.rivera@example.com',
      'example.com',
    ]);
  });
});

describe('search entries', () => {
  const project = { id: 'prj_1', name: 'Summer Glow Kit', brandId: 'brd_1' };

  it('lists a project in every project and in its brand, each entry with all its tokens', () => {
    const items = searchEntryItems(projectSearch, project);
    expect(items).toHaveLength(3);
    expect(items[1]).toEqual({
      pk: 'PROJECT#prj_1',
      sk: 'SEARCH#1',
      type: 'projectSearch',
      projectId: 'prj_1',
      gsi1pk: 'PROJECT_NAMES',
      gsi1sk: 'glow kit#prj_1',
      gsi2pk: 'PROJECT_NAMES#brd_1',
      gsi2sk: 'glow kit#prj_1',
      tokens: ['summer glow kit', 'glow kit', 'kit'],
    });
  });

  it('writes nothing when the tokens and lists stay', () => {
    expect(searchEntryWrites(projectSearch, project, { ...project })).toEqual([]);
  });

  it('replaces the entries on a rename and deletes those beyond the new ones', () => {
    const writes = searchEntryWrites(projectSearch, project, { ...project, name: 'Autumn' });
    expect(writes.map((write) => Object.keys(write)[0])).toEqual(['Put', 'Delete', 'Delete']);
    expect(writes[1]!.Delete!.Key).toEqual({ pk: 'PROJECT#prj_1', sk: 'SEARCH#1' });
    expect(writes[2]!.Delete!.Key).toEqual({ pk: 'PROJECT#prj_1', sk: 'SEARCH#2' });
  });

  it("rewrites them when the record moves to another brand's list", () => {
    const writes = searchEntryWrites(projectSearch, project, { ...project, brandId: 'brd_2' });
    expect(writes).toHaveLength(3);
    expect(writes[0]!.Put!.Item!.gsi2pk).toBe('PROJECT_NAMES#brd_2');
  });

  it('deletes every entry with the record', () => {
    expect(searchEntryWrites(projectSearch, project, undefined)).toHaveLength(3);
  });

  it('keeps the campaign entries where they were (NAME#n, campaignId)', () => {
    const [first] = searchEntryItems(campaignSearch, { id: 'cmp_1', name: 'Spring Drop', brandId: 'brd_1' });
    expect(first).toMatchObject({
      pk: 'CAMPAIGN#cmp_1',
      sk: 'NAME#0',
      type: 'campaignName',
      campaignId: 'cmp_1',
      gsi1pk: 'CAMPAIGN_NAMES',
      gsi2pk: 'CAMPAIGN_NAMES#brd_1',
      gsi1sk: 'spring drop#cmp_1',
    });
  });
});
