// Makes the app's font file from Inter's Latin subset (@fontsource-variable/inter): the characters and the weights
// that src/app/fonts.css declares, nothing more, keeping the font's copyright and licence (OFL) names. Run it after
// changing the rule (`npm run subset-font -w web`); fonts.test.ts checks (`--check`) that the committed file is what
// it makes. Why a subset of our own: docs/performance.md, "Fonts".
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SOURCE = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CSS = path.join(HERE, '../fonts.css');
export const OUTPUT = path.join(HERE, 'inter-latin.woff2');

/** The @font-face's `unicode-range` and `font-weight` in fonts.css. */
export function declaredFace(css = fs.readFileSync(CSS, 'utf8')) {
  const range = /unicode-range:([^;]+);/.exec(css)?.[1];
  const weight = /font-weight:\s*(\d+)\s+(\d+);/.exec(css);
  if (!range || !weight) throw new Error('src/app/fonts.css: no unicode-range or font-weight range in the @font-face');
  const codePoints = [];
  for (const part of range.split(',')) {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    for (let point = from; point <= to; point += 1) if (point >= 0x20) codePoints.push(point);
  }
  return { text: String.fromCodePoint(...codePoints), weight: { min: Number(weight[1]), max: Number(weight[2]) } };
}

/** The font file fonts.css describes: its characters, and the weight axis cut to its weights. */
export async function makeFontFile() {
  const { text, weight } = declaredFace();
  return subsetFont(fs.readFileSync(SOURCE), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weight },
    preserveNameIds: [0, 13, 14], // copyright, licence, licence URL
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeFontFile();
  if (process.argv.includes('--check')) {
    // fonts.test.ts: the committed file is what the rule makes (a child process: the subsetter's WebAssembly wants
    // Node's own typed arrays, which a jsdom test environment replaces).
    const same = fs.existsSync(OUTPUT) && font.equals(fs.readFileSync(OUTPUT));
    process.stdout.write(
      same ? 'up to date\n' : `${OUTPUT} is not what src/app/fonts.css makes: npm run subset-font -w web\n`,
    );
    process.exitCode = same ? 0 : 1;
  } else {
    fs.writeFileSync(OUTPUT, font);
    process.stdout.write(`${OUTPUT}: ${font.length} bytes\n`);
  }
}
