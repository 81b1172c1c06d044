// One Lighthouse run on a thread of its own (bench/lighthouse.ts `lighthouseOffThread`): its trace processing no
// longer holds up the event loop that serves the page's API, edge and stand-in requests.
import { parentPort, workerData } from 'node:worker_threads';
import lighthouse from 'lighthouse';

const { url, flags, withTrace } = workerData;
const result = await lighthouse(url, flags);
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
parentPort.postMessage({ lhr: result.lhr, trace: withTrace ? result.artifacts.Trace : undefined });
