#!/usr/bin/env node
/**
 * The repository explains itself (docs/decisions.md#20-the-repository-explains-itself): fails when a file cites a
 * document outside the repository (a specification's or a design note's sections, ../shared/…), when a Markdown link
 * leads outside the repository, or when a cited `docs/<page>.md`, or its `#anchor`, does not exist.
 *
 * `node scripts/check-doc-citations.mjs` checks every file git tracks or would track; with paths, only those files.
 * Run by `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|md|json|ya?ml|html|sh)$/;
const SKIPPED = new Set([SELF, 'package-lock.json']);

/** A citation of a document that is not in the repository. */
const OUTSIDE_CITATION =
  /\bspec(?:ification)?(?:'s)?\s+(?:sections?\s*\d|§)|\bspec(?:'s)?\b[^.;]{0,40}\(sections?\s+\d|\bspec\s*§|\bDESIGN(?:\.md\b|\s+sections?\b)|\bproduct-spec\b|\.\.\/shared\/(?:DESIGN|spec)\b/i;
/** A cited page of this repository's docs/ (not one inside an address), with its anchor when it has one. */
const DOCS_CITATION = /(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g;
/** A Markdown link's target. */
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    const found = new Set();
    for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) found.add(slug(heading));
    anchorsOf.set(file, found);
  }
  return anchorsOf.get(file);
}

/** What is wrong with a link or citation to `target` (absolute path) and `anchor`, if anything. */
function brokenTarget(target, anchor) {
  if (path.relative(ROOT, target).startsWith('..')) return 'leads outside the repository';
  if (!fs.existsSync(target)) return 'names a file that does not exist';
  if (anchor && target.endsWith('.md') && !anchors(target).has(anchor)) return `has no heading for #${anchor}`;
  return undefined;
}

export function problemsOf(file) {
  const absolute = path.resolve(ROOT, file);
  const text = fs.readFileSync(absolute, 'utf8');
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const outside = OUTSIDE_CITATION.exec(line);
    if (outside) {
      problems.push(`${where}: cites a document outside the repository ('${outside[0]}'); cite docs/ instead`);
    }
    for (const [cited, page, anchor] of line.matchAll(DOCS_CITATION)) {
      const broken = brokenTarget(path.join(ROOT, 'docs', page), anchor);
      if (broken) problems.push(`${where}: ${cited} ${broken}`);
    }
    if (!file.endsWith('.md')) return;
    for (const [, link] of line.matchAll(MARKDOWN_LINK)) {
      if (/^([a-z][\w+.-]*:|#|\/)/i.test(link)) continue;
      const [target, anchor] = link.split('#');
      const broken = brokenTarget(path.resolve(path.dirname(absolute), decodeURIComponent(target)), anchor);
      if (broken) problems.push(`${where}: the link ${link} ${broken}`);
    }
  });
  return problems;
}

function filesToCheck(args) {
  if (args.length > 0) return args.map((file) => path.relative(ROOT, path.resolve(file)));
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !SKIPPED.has(file) && fs.existsSync(path.join(ROOT, file)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = filesToCheck(process.argv.slice(2)).flatMap(problemsOf);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} citation problem(s): cite the repository's own docs (docs/contributing.md).`);
    process.exit(1);
  }
}
