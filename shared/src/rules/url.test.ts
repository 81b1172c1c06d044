import { describe, expect, it } from 'vitest';
import { normalizeWebUrl, webHref } from './url';

describe('normalizeWebUrl', () => {
  it.each([
    ['uxbrand.test', 'https://uxbrand.test'],
    ['tiktok.com/@maya', 'https://tiktok.com/@maya'],
    ['https://tiktok.com/@maya', 'https://tiktok.com/@maya'],
    ['  http://www.uxbrand.test/about?x=1  ', 'http://www.uxbrand.test/about?x=1'],
    ['HTTPS://Shop.Example.com/Path', 'https://shop.example.com/Path'],
    ['example.co.uk:8080/a', 'https://example.co.uk:8080/a'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeWebUrl(input)).toBe(expected);
  });

  it.each([
    '',
    'tiktok',
    'not a site',
    'javascript:alert(1)',
    'ftp://files.test',
    'https://localhost',
    'a.b',
    'x..com',
    'https://user:pw@site.test',
  ])('refuses %j', (input) => {
    expect(normalizeWebUrl(input)).toBeNull();
  });

  it('gives a link for an address stored without a scheme', () => {
    expect(webHref('uxbrand.test')).toBe('https://uxbrand.test');
    expect(webHref('')).toBeUndefined();
  });
});
