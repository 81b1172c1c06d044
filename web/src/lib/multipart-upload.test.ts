import { describe, expect, it, vi } from 'vitest';
import {
  formatBytes,
  formatTimeLeft,
  MultipartUpload,
  PartRejectedError,
  UploadPausedError,
  type MultipartApi,
  type PartSender,
  type UploadProgress,
} from './multipart-upload';

const PART = 10;

function setup(options: { size?: number; stored?: number[]; send?: PartSender; concurrency?: number } = {}) {
  const size = options.size ?? 35;
  const file = new Blob([new Uint8Array(size).map((_, index) => index % 251)]);
  const partCount = Math.ceil(size / PART);
  const stored = new Map<number, string>((options.stored ?? []).map((n) => [n, `"stored-${n}"`]));
  const signed: number[][] = [];
  const api: MultipartApi = {
    signParts: vi.fn(async (_id: string, numbers: number[]) => {
      signed.push(numbers);
      return numbers.map((partNumber) => ({ partNumber, url: `https://s3.test/part/${partNumber}` }));
    }),
    listParts: vi.fn(async () =>
      [...stored.entries()].map(([partNumber, etag]) => ({
        partNumber,
        etag,
        size: Math.min(PART, size - (partNumber - 1) * PART),
      })),
    ),
  };
  const sent: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const defaultSend: PartSender = async (url, body, onProgress) => {
    const partNumber = Number(url.split('/').pop());
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    onProgress(body.size);
    inFlight--;
    sent.push(partNumber);
    stored.set(partNumber, `"etag-${partNumber}"`);
    return `"etag-${partNumber}"`;
  };
  const progress: UploadProgress[] = [];
  const sleeps: number[] = [];
  const upload = new MultipartUpload({
    file,
    session: { uploadId: 'vu_test', partSize: PART, partCount },
    api,
    concurrency: options.concurrency ?? 2,
    sendPart: options.send ?? defaultSend,
    onProgress: (value) => progress.push(value),
    backoffMs: (attempt) => attempt * 100,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { upload, api, sent, signed, progress, sleeps, stored, maxInFlight: () => maxInFlight };
}

describe('MultipartUpload', () => {
  it('sends every part, a few at a time, and answers the parts with their ETags in order', async () => {
    const { upload, sent, maxInFlight, progress } = setup({ concurrency: 2 });
    const parts = await upload.run();
    expect(parts).toEqual([1, 2, 3, 4].map((partNumber) => ({ partNumber, etag: `"etag-${partNumber}"` })));
    expect([...sent].sort()).toEqual([1, 2, 3, 4]);
    expect(maxInFlight()).toBe(2);
    expect(progress.at(-1)).toMatchObject({ sentBytes: 35, totalBytes: 35, partsDone: 4, partCount: 4 });
  });

  it('sends only the parts S3 does not hold (resume after a reload)', async () => {
    const { upload, sent } = setup({ stored: [1, 3] });
    const parts = await upload.run();
    expect([...sent].sort()).toEqual([2, 4]);
    expect(parts.map((part) => part.etag)).toEqual(['"stored-1"', '"etag-2"', '"stored-3"', '"etag-4"']);
  });

  it('signs part URLs in batches of at most ten', async () => {
    const { upload, signed } = setup({ size: 25 * PART, concurrency: 3 });
    await upload.run();
    expect(signed.every((batch) => batch.length <= 10)).toBe(true);
    expect(new Set(signed.flat()).size).toBe(25);
    // Parts starting together share a request: 25 parts, 3 requests.
    expect(signed).toHaveLength(3);
  });

  it('signs the next batch while the last parts of a batch are sent, so that no part waits for its URL', async () => {
    const { upload, api, sent, signed } = setup({ size: 25 * PART, concurrency: 3 });
    const sentAtRequest: number[] = [];
    const sign = vi.mocked(api.signParts);
    const plain = sign.getMockImplementation()!;
    sign.mockImplementation(async (id: string, numbers: number[]) => {
      sentAtRequest.push(sent.length);
      return plain(id, numbers);
    });
    await upload.run();
    expect(signed.map((batch) => batch[0])).toEqual([1, 11, 21]);
    // Asked for while parts 8 to 10 were still to be sent (waiting for part 11 to start, it came after 8 at least).
    expect(sentAtRequest[1]).toBeLessThan(8);
    expect(sentAtRequest[2]).toBeLessThan(18);
  });

  it('signs a part for itself when signing ahead failed', async () => {
    const { upload, api, sent } = setup({ size: 25 * PART, concurrency: 3 });
    const sign = vi.mocked(api.signParts);
    const plain = sign.getMockImplementation()!;
    let calls = 0;
    sign.mockImplementation(async (id: string, numbers: number[]) => {
      if (++calls === 2) throw new Error('offline for a moment');
      return plain(id, numbers);
    });
    const parts = await upload.run();
    expect(parts).toHaveLength(25);
    expect(new Set(sent).size).toBe(25);
  });

  it('sends a failed part again after a growing wait', async () => {
    let failures = 2;
    const send: PartSender = async (url, body) => {
      if (url.endsWith('/2') && failures-- > 0) throw new Error('connection reset');
      return `"e-${url.split('/').pop()}-${body.size}"`;
    };
    const { upload, sleeps } = setup({ send, concurrency: 1 });
    const parts = await upload.run();
    expect(parts[1]).toEqual({ partNumber: 2, etag: '"e-2-10"' });
    expect(sleeps).toEqual([100, 200]);
  });

  it('stops with the error once a part failed every try, and at once for an upload that is gone', async () => {
    const failing = setup({ send: async () => Promise.reject(new Error('offline')), concurrency: 1 });
    await expect(failing.upload.run()).rejects.toThrow('offline');
    expect(failing.sleeps).toHaveLength(5);
    const gone = setup({ send: async () => Promise.reject(new PartRejectedError(404, 'NoSuchUpload')) });
    await expect(gone.upload.run()).rejects.toBeInstanceOf(PartRejectedError);
    expect(gone.sleeps).toHaveLength(0);
  });

  it('pauses (the parts in flight stop) and resumes without sending the finished parts again', async () => {
    const sentTwice: number[] = [];
    const finished = new Set<number>();
    let pauseNow: () => void = () => undefined;
    const send: PartSender = (url, body, onProgress, signal) =>
      new Promise((resolve, reject) => {
        const partNumber = Number(url.split('/').pop());
        if (finished.has(partNumber)) sentTwice.push(partNumber);
        if (partNumber === 3) pauseNow();
        const timer = setTimeout(() => {
          finished.add(partNumber);
          state.stored.set(partNumber, `"etag-${partNumber}"`);
          onProgress(body.size);
          resolve(`"etag-${partNumber}"`);
        }, 5);
        const stop = () => {
          clearTimeout(timer);
          reject(new UploadPausedError());
        };
        if (signal.aborted) stop();
        signal.addEventListener('abort', stop);
      });
    const state = setup({ send, concurrency: 1 });
    pauseNow = () => state.upload.pause();
    await expect(state.upload.run()).rejects.toBeInstanceOf(UploadPausedError);
    expect([...finished]).toEqual([1, 2]);
    pauseNow = () => undefined;
    const parts = await state.upload.run();
    expect(parts).toHaveLength(4);
    expect(sentTwice).toEqual([]);
  });

  it('measures the speed and the time left from the bytes sent', async () => {
    let clock = 0;
    const file = new Blob([new Uint8Array(40)]);
    const progress: UploadProgress[] = [];
    const upload = new MultipartUpload({
      file,
      session: { uploadId: 'vu_test', partSize: 10, partCount: 4 },
      api: {
        signParts: async (_id, numbers) => numbers.map((partNumber) => ({ partNumber, url: `u/${partNumber}` })),
        listParts: async () => [],
      },
      concurrency: 1,
      now: () => clock,
      sendPart: async (_url, body, onProgress) => {
        clock += 1000;
        onProgress(body.size);
        return '"e"';
      },
      onProgress: (value) => progress.push(value),
    });
    await upload.run();
    const middle = progress.find((value) => value.sentBytes === 20 && value.bytesPerSecond > 0)!;
    expect(middle.bytesPerSecond).toBeCloseTo(10);
    expect(middle.secondsLeft).toBeCloseTo(2);
  });
});

describe('formats', () => {
  it('says sizes and time left plainly', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(20_500_000)).toBe('20.5 MB');
    expect(formatBytes(2_000_000_000)).toBe('2.0 GB');
    expect(formatTimeLeft(undefined)).toBe('estimating time left');
    expect(formatTimeLeft(12.4)).toBe('about 12 s left');
    expect(formatTimeLeft(150)).toBe('about 3 min left');
    expect(formatTimeLeft(3900)).toBe('about 1 h 5 min left');
  });
});
