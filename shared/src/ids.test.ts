import { describe, expect, it } from 'vitest';
import { ID_ALPHABET, idPattern, isId, newId } from './ids';

describe('ids', () => {
  it('makes cr_ and co_ ids of 12 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const creator = newId('creator');
      const company = newId('company');
      expect(creator).toMatch(/^cr_[23456789abcdefghjkmnpqrstuvwxyz]{12}$/);
      expect(company).toMatch(idPattern('company'));
      expect(isId('creator', creator)).toBe(true);
    }
  });

  it('leaves out look-alike characters', () => {
    for (const ambiguous of ['0', 'o', '1', 'l', 'i', 'O', 'I']) expect(ID_ALPHABET).not.toContain(ambiguous);
  });

  it('uses every character of the alphabet and does not repeat ids', () => {
    const ids = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = newId('company');
      ids.add(id);
      for (const c of id.slice(3)) seen.add(c);
    }
    expect(ids.size).toBe(2000);
    expect(seen.size).toBe(ID_ALPHABET.length);
  });

  it('rejects ids of the wrong kind or shape', () => {
    expect(isId('creator', 'co_abcdefghjkmn')).toBe(false);
    expect(isId('creator', 'cr_abc')).toBe(false);
    expect(isId('creator', 'cr_abcdefghjkm0')).toBe(false);
  });
});
