import { describe, expect, it } from 'vitest';
import { isCleanKey, isKeyIn, isOwnW9Key, ownedMediaKey, uploadKey } from './media';

const A = 'cr_aaaaaaaaaaaa';
const B = 'cr_bbbbbbbbbbbb';
const w9OfB = `private/w9/${B}-bea-jones/0f8fad5b-d9cb-469f-a165-70867728950e-w9.pdf`;

describe('upload keys sent back by clients', () => {
  it('accepts the keys uploadKey makes', () => {
    const w9 = uploadKey('w9', { id: A, name: 'Maya Rivera' }, 'My W-9 (2026).pdf');
    expect(isCleanKey(w9)).toBe(true);
    expect(isOwnW9Key(w9, A)).toBe(true);
    const photo = uploadKey('product-photos', { id: 'co_x' }, 'photo..final.JPG');
    expect(ownedMediaKey(photo, 'product-photos', 'co_x')).toBe(photo);
    expect(isKeyIn(uploadKey('style-guides', { id: 'co_x' }, 'guide.pdf'), 'private/brands/co_x/style-guides/')).toBe(
      true,
    );
  });

  it("refuses a W-9 key that only starts with the creator's prefix: dot segments, absolute, backslash, encoded", () => {
    for (const key of [
      `private/w9/${A}-x/../../w9/${B}-bea-jones/file.pdf`,
      `private/w9/${A}-x/./file.pdf`,
      `private/w9/${A}-x/..`,
      `private/w9/${A}-x/%2e%2e/%2e%2e/w9/${B}-bea-jones/file.pdf`,
      `private/w9/${A}-x/%252e%252e/file.pdf`,
      `private/w9/${A}-x/..%2f..%2fw9/file.pdf`,
      `private/w9/${A}-x\\..\\..\\w9\\${B}-y\\file.pdf`,
      `private/w9/${A}-x//file.pdf`,
      `private/w9/${A}-x/file.pdf/`,
      `/private/w9/${A}-x/file.pdf`,
      `private/w9/${A}-x/sub/file.pdf`,
      `private/w9/${A}-x/file\u0000.pdf`,
      w9OfB,
    ]) {
      expect(isOwnW9Key(key, A), key).toBe(false);
    }
  });

  it("refuses a product file key that leaves the brand's folder", () => {
    for (const key of [
      'media/product-photos/co_x/../co_y/a.jpg',
      'media/product-photos/co_x/%2e%2e/co_y/a.jpg',
      'media/product-photos/co_x/..',
      'media/product-photos/co_x/a\\..\\b.jpg',
      'media/product-photos/co_x/',
      'media/product-photos/co_x/%2e%2e',
      'media/product-photos/co_x/a\u0000.jpg',
      'media/product-photos/co_x/a\\b.jpg',
    ]) {
      expect(ownedMediaKey(key, 'product-photos', 'co_x'), key).toBeUndefined();
    }
  });
});
