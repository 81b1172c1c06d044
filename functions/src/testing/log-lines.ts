import { vi } from 'vitest';

/**
 * Collects into `lines` the JSON lines the logger writes from now on (Powertools' own console: stdout, and stderr for
 * errors). Call in beforeAll; empty `lines` (`lines.length = 0`) before each test. vi.restoreAllMocks() ends it.
 */
export function captureLogLines(lines: Record<string, unknown>[]): void {
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const text of String(chunk).split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as Record<string, unknown>);
      }
      return true;
    });
  }
}
