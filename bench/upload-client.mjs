// The upload's client on a thread of its own (bench/upload.ts): the browser that sends a video is not the process that
// stores it. On the bench's one event loop, the client's requests, body copies and their garbage queued beside the S3
// stand-in's and the API's own work, and the 64 parts paid for it more than the one raw PUT did.
import { parentPort } from 'node:worker_threads';

/** @type {Uint8Array} */
let bytes = new Uint8Array(0);

/** One raw PUT of the whole file to a presigned URL. */
async function rawPut({ url }) {
  const response = await fetch(url, { method: 'PUT', body: bytes });
  if (!response.ok) throw new Error(`raw PUT: ${response.status}`);
  return {};
}

/**
 * PUTs the parts (`concurrency` at a time, URLs signed ten at a time through the API, as the browser's uploader does).
 * With `stopAfter`, the line is cut once that many parts are stored: the parts in flight are aborted, and counted as
 * sent whole (an upper bound of the bytes lost).
 */
async function sendParts({ apiUrl, token, uploadId, partSize, numbers, concurrency, stopAfter }) {
  const queue = [...numbers];
  const cut = new AbortController();
  let sentBytes = 0;
  let done = 0;
  const urls = new Map();
  const sign = async (partNumbers) => {
    const response = await fetch(`${apiUrl}/api/video-uploads/${uploadId}/parts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ partNumbers }),
    });
    if (!response.ok) throw new Error(`signing parts: ${response.status} ${await response.text()}`);
    for (const part of (await response.json()).parts) urls.set(part.partNumber, part.url);
  };
  const worker = async () => {
    while (queue.length > 0 && !cut.signal.aborted) {
      const partNumber = queue.shift();
      if (!urls.has(partNumber)) await sign([partNumber, ...queue.filter((n) => !urls.has(n))].slice(0, 10));
      // A view of the part's bytes (fetch copies them once, as it does the raw PUT's).
      const part = bytes.subarray((partNumber - 1) * partSize, partNumber * partSize);
      sentBytes += part.length;
      try {
        const response = await fetch(urls.get(partNumber), { method: 'PUT', body: part, signal: cut.signal });
        if (!response.ok) throw new Error(`part ${partNumber}: ${response.status}`);
      } catch (error) {
        if (cut.signal.aborted) return;
        throw error;
      }
      if (++done >= (stopAfter ?? Infinity)) cut.abort();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sentBytes };
}

parentPort.on('message', async (job) => {
  try {
    if (job.kind === 'file') {
      bytes = new Uint8Array(job.buffer);
      parentPort.postMessage({ ok: true });
      return;
    }
    const started = performance.now();
    const result = job.kind === 'raw' ? await rawPut(job) : await sendParts(job);
    parentPort.postMessage({ ok: true, ms: performance.now() - started, ...result });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
});
