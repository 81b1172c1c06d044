import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script, typed by its use here
import { declaredFace } from './subset-font.mjs';

const SCRIPT = path.join(import.meta.dirname, 'subset-font.mjs');

describe("the app's font file", () => {
  it('is the subset src/app/fonts.css declares (after changing the rule: npm run subset-font -w web)', () => {
    const output = execFileSync(process.execPath, [SCRIPT, '--check'], { encoding: 'utf8' });
    expect(output.trim()).toBe('up to date');
  });

  it("reads the rule's characters and weights", () => {
    const face = declaredFace('@font-face { font-weight: 400 800; unicode-range: U+0000-0022, U+20AC; }') as {
      text: string;
      weight: { min: number; max: number };
    };
    expect(face.weight).toEqual({ min: 400, max: 800 });
    expect(face.text).toBe(' !"€');
  });
});
