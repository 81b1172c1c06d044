// Writes shared/src/rules/common-passwords.ts from a ranked password list (a JSON array, most common first), e.g.
// src/passwords.json of the @zxcvbn-ts/language-common package (MIT):
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node shared/scripts/common-passwords.mjs package/src/passwords.json
// Keeps the first 10,000 entries, lower-cased, of 8 characters or more (shorter ones fail the length rule anyway).
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) throw new Error('usage: node shared/scripts/common-passwords.mjs <ranked-passwords.json>');
const ranked = JSON.parse(readFileSync(source, 'utf8'));
const kept = [...new Set(ranked.slice(0, 10_000).map((entry) => String(entry).toLowerCase()))].filter(
  (entry) => entry.length >= 8 && !/\s/.test(entry),
);
const header = `/**
 * The most common passwords of 8 characters or more (shorter ones fail the length rule anyway), lower case: the first
 * 10,000 entries of the ranked list of leaked passwords that @zxcvbn-ts/language-common 4.1.3 ships (MIT licence,
 * Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts), filtered and lower-cased by
 * shared/scripts/common-passwords.mjs. Generated: do not edit by hand.
 */
// prettier-ignore
export const COMMON_PASSWORDS_TEXT =
  ${JSON.stringify(kept.join(' '))};
`;
writeFileSync(new URL('../src/rules/common-passwords.ts', import.meta.url), header);
process.stdout.write(`${kept.length} passwords written\n`);
