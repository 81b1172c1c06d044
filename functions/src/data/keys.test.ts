import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keys } from './keys';

const dataModel = fs.readFileSync(new URL('../../../docs/data-model.md', import.meta.url), 'utf8');

describe('docs/data-model.md', () => {
  it('names every key builder of keys.ts, so the page cannot drift from the table', () => {
    const missing = Object.keys(keys).filter((name) => !dataModel.includes(`\`keys.${name}\``));
    expect(missing).toEqual([]);
  });

  it('names no key builder that keys.ts does not have', () => {
    const named = [...dataModel.matchAll(/`keys\.(\w+)`/g)].flatMap((match) => (match[1] ? [match[1]] : []));
    expect(named.filter((name) => !(name in keys))).toEqual([]);
  });
});
