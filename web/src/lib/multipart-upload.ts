/**
 * A multipart upload of one file straight to S3 through presigned part URLs (docs/videos.md): several parts in
 * flight, progress with speed and time left, pause and resume, a failed part sent again after a growing wait, and
 * resume without sending again what S3 already holds (the stored parts are listed first, every time it runs).
 * Framework-free; the API calls come from the caller. Our own rather than Uppy's @uppy/aws-s3: the same flow in a
 * few kilobytes instead of Uppy's core and plugin on the work screen (docs/videos.md, "Why our own uploader").
 */

export interface UploadSession {
  uploadId: string;
  partSize: number;
  partCount: number;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface MultipartApi {
  /** Short-lived URLs for these parts (at most `signBatch` at a time). */
  signParts(uploadId: string, partNumbers: number[]): Promise<{ partNumber: number; url: string }[]>;
  /** The parts S3 holds already. */
  listParts(uploadId: string): Promise<{ partNumber: number; etag: string; size: number }[]>;
}

export interface UploadProgress {
  /** Bytes S3 holds or that are on their way in a part now. */
  sentBytes: number;
  totalBytes: number;
  /** Over the last few seconds; 0 until measured. */
  bytesPerSecond: number;
  /** Undefined until a speed is measured. */
  secondsLeft?: number;
  /** Parts S3 holds. */
  partsDone: number;
  partCount: number;
}

/** Sends one part; resolves with its ETag. Reports bytes sent so far; stops on the signal. */
export type PartSender = (
  url: string,
  body: Blob,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
) => Promise<string>;

/** A part refused in a way that sending it again will not cure (e.g. the upload is gone). */
export class PartRejectedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PartRejectedError';
  }
}

export class UploadPausedError extends Error {
  constructor() {
    super('The upload is paused');
    this.name = 'UploadPausedError';
  }
}

export interface MultipartUploadOptions {
  file: Blob;
  session: UploadSession;
  api: MultipartApi;
  /** Parts in flight at once (default 3). */
  concurrency?: number;
  /** Tries of one part before the upload stops with an error (default 6). */
  attempts?: number;
  /** The wait before try n + 1: 1 s, 2 s, 4 s … at most 30 s, with jitter (override in tests). */
  backoffMs?: (attempt: number) => number;
  signBatch?: number;
  onProgress?: (progress: UploadProgress) => void;
  /** Called with each part S3 confirmed (to count or log). */
  onPartDone?: (part: UploadedPart) => void;
  sendPart?: PartSender;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** XMLHttpRequest, for its upload progress events (fetch has none); the ETag is exposed by the bucket's CORS rule. */
export const xhrSendPart: PartSender = (url, body, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      const etag = request.getResponseHeader('ETag');
      if (request.status >= 200 && request.status < 300 && etag) resolve(etag);
      else if (request.status >= 200 && request.status < 300) reject(new Error('S3 did not expose the part ETag'));
      else if (
        [400, 403, 404].includes(request.status) &&
        !/RequestTimeout|ExpiredToken|expired/i.test(request.responseText)
      ) {
        reject(new PartRejectedError(request.status, request.responseText));
      } else reject(new Error(`Part upload failed with status ${request.status}`));
    };
    request.onerror = () => reject(new Error('Network error while sending a part'));
    request.ontimeout = () => reject(new Error('A part took too long'));
    if (signal.aborted) return reject(new UploadPausedError());
    signal.addEventListener('abort', () => {
      request.abort();
      reject(new UploadPausedError());
    });
    request.send(body);
  });

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new UploadPausedError());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new UploadPausedError());
    });
  });

/** Seconds of samples the speed is measured over. */
const SPEED_WINDOW_MS = 5000;
/** A signed part URL is used within this long of signing (the API signs them for 10 minutes). */
const URL_FRESH_MS = 5 * 60_000;

export class MultipartUpload {
  private readonly options: Required<Omit<MultipartUploadOptions, 'onProgress' | 'onPartDone'>> &
    Pick<MultipartUploadOptions, 'onProgress' | 'onPartDone'>;
  private readonly done = new Map<number, string>();
  private readonly doneSizes = new Map<number, number>();
  private readonly inFlight = new Map<number, number>();
  private readonly urls = new Map<number, { url: string; at: number }>();
  private samples: { at: number; bytes: number }[] = [];
  private controller: AbortController | undefined;
  private signing: Promise<void> | undefined;

  constructor(options: MultipartUploadOptions) {
    this.options = {
      concurrency: 3,
      attempts: 6,
      backoffMs: defaultBackoff,
      signBatch: 10,
      sendPart: xhrSendPart,
      sleep: defaultSleep,
      now: () => Date.now(),
      ...options,
    };
  }

  get running(): boolean {
    return !!this.controller && !this.controller.signal.aborted;
  }

  /** Stops the parts in flight; `run()` again resumes from what S3 holds. */
  pause(): void {
    this.controller?.abort();
  }

  private partBlob(partNumber: number): Blob {
    const { partSize } = this.options.session;
    return this.options.file.slice(
      (partNumber - 1) * partSize,
      Math.min(partNumber * partSize, this.options.file.size),
    );
  }

  private progress(): UploadProgress {
    const { file, session } = this.options;
    let sent = 0;
    for (const size of this.doneSizes.values()) sent += size;
    for (const loaded of this.inFlight.values()) sent += loaded;
    sent = Math.min(sent, file.size);
    const now = this.options.now();
    this.samples.push({ at: now, bytes: sent });
    this.samples = this.samples.filter((sample) => now - sample.at <= SPEED_WINDOW_MS);
    const first = this.samples[0]!;
    const elapsed = (now - first.at) / 1000;
    const bytesPerSecond = elapsed >= 0.5 ? Math.max(0, (sent - first.bytes) / elapsed) : 0;
    return {
      sentBytes: sent,
      totalBytes: file.size,
      bytesPerSecond,
      secondsLeft: bytesPerSecond > 0 ? (file.size - sent) / bytesPerSecond : undefined,
      partsDone: this.done.size,
      partCount: session.partCount,
    };
  }

  private report(): void {
    this.options.onProgress?.(this.progress());
  }

  private fresh(partNumber: number): boolean {
    const cached = this.urls.get(partNumber);
    return !!cached && this.options.now() - cached.at < URL_FRESH_MS;
  }

  /**
   * A URL for the part, signing it with the next few missing parts when none is fresh (URLs last 10 minutes). Parts
   * starting together share one signing request; and once fewer parts waiting have a URL than are in flight, the next
   * batch is signed while they are sent, so that no part waits a round trip to the API for its URL (on a phone's
   * 300 ms round trip, 64 parts waited seven times).
   */
  private async urlFor(partNumber: number, pending: number[]): Promise<string> {
    let signedOwn = false;
    while (!this.fresh(partNumber)) {
      if (this.signing) {
        await this.signing.catch(() => undefined);
        continue;
      }
      if (signedOwn) throw new Error(`No URL for part ${partNumber}`);
      signedOwn = true;
      await this.startSigning(partNumber, pending);
    }
    this.signAhead(pending);
    return this.urls.get(partNumber)!.url;
  }

  private signAhead(pending: number[]): void {
    if (this.signing) return;
    const unsigned = pending.filter((n) => !this.fresh(n));
    if (unsigned.length === 0 || pending.length - unsigned.length >= this.options.concurrency) return;
    // In the background: a failure here only means that the parts sign for themselves when they start.
    this.startSigning(unsigned[0]!, unsigned).catch(() => undefined);
  }

  private startSigning(partNumber: number, pending: number[]): Promise<void> {
    const signing: Promise<void> = this.sign(partNumber, pending).finally(() => {
      if (this.signing === signing) this.signing = undefined;
    });
    this.signing = signing;
    return signing;
  }

  private async sign(partNumber: number, pending: number[]): Promise<void> {
    const batch = [partNumber, ...pending.filter((n) => n !== partNumber && !this.fresh(n))].slice(
      0,
      this.options.signBatch,
    );
    const signed = await this.options.api.signParts(this.options.session.uploadId, batch);
    const at = this.options.now();
    for (const part of signed) this.urls.set(part.partNumber, { url: part.url, at });
  }

  private async sendOne(partNumber: number, pending: number[], signal: AbortSignal): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw new UploadPausedError();
      try {
        const url = await this.urlFor(partNumber, pending);
        this.inFlight.set(partNumber, 0);
        const etag = await this.options.sendPart(
          url,
          this.partBlob(partNumber),
          (loaded) => {
            this.inFlight.set(partNumber, loaded);
            this.report();
          },
          signal,
        );
        this.inFlight.delete(partNumber);
        this.done.set(partNumber, etag);
        this.doneSizes.set(partNumber, this.partBlob(partNumber).size);
        this.options.onPartDone?.({ partNumber, etag });
        this.report();
        return;
      } catch (error) {
        this.inFlight.delete(partNumber);
        this.report();
        if (error instanceof UploadPausedError || signal.aborted) throw new UploadPausedError();
        // An expired or refused URL is signed afresh on the next try.
        this.urls.delete(partNumber);
        if (error instanceof PartRejectedError && error.status === 404) throw error;
        if (attempt >= this.options.attempts) throw error;
        await this.options.sleep(this.options.backoffMs(attempt), signal);
      }
    }
  }

  /**
   * Sends what S3 does not hold yet and resolves with every part and its ETag, in order. Rejects with
   * UploadPausedError after `pause()`, or with the last error of a part that failed every try.
   */
  async run(): Promise<UploadedPart[]> {
    if (this.running) throw new Error('The upload is already running');
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    try {
      const stored = await this.options.api.listParts(this.options.session.uploadId);
      this.done.clear();
      this.doneSizes.clear();
      for (const part of stored) {
        if (part.partNumber < 1 || part.partNumber > this.options.session.partCount) continue;
        // A part of another size is not this file's part: it is sent again.
        if (part.size !== this.partBlob(part.partNumber).size) continue;
        this.done.set(part.partNumber, part.etag);
        this.doneSizes.set(part.partNumber, part.size);
      }
      this.samples = [];
      this.report();
      const pending = Array.from({ length: this.options.session.partCount }, (_, index) => index + 1).filter(
        (number) => !this.done.has(number),
      );
      const queue = [...pending];
      let failure: unknown;
      const worker = async () => {
        while (queue.length > 0 && !failure) {
          const next = queue.shift()!;
          try {
            await this.sendOne(next, queue, signal);
          } catch (error) {
            failure ??= error;
            if (!(error instanceof UploadPausedError)) controller.abort();
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.options.concurrency, pending.length) }, worker));
      if (failure) throw failure;
      if (signal.aborted) throw new UploadPausedError();
      return [...this.done.entries()].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
    } finally {
      if (this.controller === controller) this.controller = undefined;
      controller.abort();
    }
  }
}

/** '12.3 MB' */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** 'about 2 min left', 'about 12 s left' */
export function formatTimeLeft(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return 'estimating time left';
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3600);
  return `about ${hours} h ${Math.round((seconds - hours * 3600) / 60)} min left`;
}
