/**
 * The upload's client on a thread of its own (bench/upload.ts): the browser that sends a video is not the process that
 * stores it. On the bench's one event loop, the client's requests, body copies and their garbage queued beside the S3
 * stand-in's and the API's own work, and the 64 parts paid for it more than the one raw PUT did. The parts go through
 * the app's own uploader (web/src/lib/multipart-upload.ts), sent with fetch where the browser uses XMLHttpRequest.
 */
import { parentPort } from 'node:worker_threads';
import {
  MultipartUpload,
  PartRejectedError,
  UploadPausedError,
  type MultipartApi,
  type PartSender,
  type UploadSession,
} from '../web/src/lib/multipart-upload';

export type UploadJob =
  | { kind: 'file'; buffer: ArrayBuffer }
  | { kind: 'raw'; url: string }
  | {
      kind: 'parts';
      apiUrl: string;
      token: string;
      session: UploadSession;
      concurrency: number;
      /** Pauses the upload (the parts in flight are aborted) once this many parts are stored. */
      stopAfter?: number;
    };

/** The file, as a browser holds the one picked. */
let file = new Blob([]);

async function rawPut(url: string): Promise<Record<string, never>> {
  const response = await fetch(url, { method: 'PUT', body: file });
  if (!response.ok) throw new Error(`raw PUT: ${response.status}`);
  return {};
}

function videoUploadsApi(apiUrl: string, token: string): MultipartApi {
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    signParts: async (uploadId, partNumbers) =>
      (
        await call<{ parts: { partNumber: number; url: string }[] }>('POST', `/video-uploads/${uploadId}/parts`, {
          partNumbers,
        })
      ).parts,
    listParts: async (uploadId) =>
      (
        await call<{ parts: { partNumber: number; etag: string; size: number }[] }>(
          'GET',
          `/video-uploads/${uploadId}/parts`,
        )
      ).parts,
  };
}

/**
 * Runs the uploader over the parts S3 does not hold yet (all, on a fresh session; the rest, on a resumed one). The
 * bytes of every part it starts count as sent, whole: an upper bound of what a cut-off loses.
 */
async function sendParts(job: Extract<UploadJob, { kind: 'parts' }>): Promise<{ sentBytes: number }> {
  let sentBytes = 0;
  let stored = 0;
  const sendPart: PartSender = async (url, body, onProgress, signal) => {
    sentBytes += body.size;
    const response = await fetch(url, { method: 'PUT', body, signal });
    if (!response.ok) throw new PartRejectedError(response.status, `part: ${response.status}`);
    onProgress(body.size);
    return response.headers.get('etag') ?? '';
  };
  const upload = new MultipartUpload({
    file,
    session: job.session,
    api: videoUploadsApi(job.apiUrl, job.token),
    concurrency: job.concurrency,
    sendPart,
    onPartDone: () => {
      if (++stored === job.stopAfter) upload.pause();
    },
  });
  try {
    await upload.run();
  } catch (error) {
    if (!(error instanceof UploadPausedError && job.stopAfter !== undefined)) throw error;
  }
  return { sentBytes };
}

parentPort!.on('message', async (job: UploadJob) => {
  try {
    if (job.kind === 'file') {
      file = new Blob([job.buffer]);
      parentPort!.postMessage({ ok: true });
      return;
    }
    const started = performance.now();
    const result = job.kind === 'raw' ? await rawPut(job.url) : await sendParts(job);
    parentPort!.postMessage({ ok: true, ms: performance.now() - started, ...result });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: String((error as Error)?.stack ?? error) });
  }
});
