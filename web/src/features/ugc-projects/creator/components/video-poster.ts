/**
 * A poster frame for an uploaded video, captured in the browser (docs/videos.md): the file plays in a muted <video>
 * that is never shown, a frame a second in (or at the middle of a shorter video) is drawn on a canvas at most 640 px
 * wide and encoded as JPEG. Undefined when the browser cannot decode the file (a MOV codec it lacks): the video is
 * then uploaded without a poster.
 */
export interface PosterFrame {
  jpeg: Blob;
  durationSeconds?: number;
}

const MAX_WIDTH = 640;
const TIMEOUT_MS = 15_000;

export function capturePosterFrame(file: Blob): Promise<PosterFrame | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (frame: PosterFrame | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(frame);
    };
    const timer = setTimeout(() => finish(undefined), TIMEOUT_MS);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(undefined);
    video.onloadedmetadata = () => {
      const duration = Number.isFinite(video.duration) ? video.duration : undefined;
      video.currentTime = duration ? Math.min(1, duration / 2) : 0;
    };
    video.onseeked = () => {
      const width = Math.min(MAX_WIDTH, video.videoWidth || MAX_WIDTH);
      const height = video.videoWidth ? Math.round((video.videoHeight / video.videoWidth) * width) : 0;
      if (!width || !height) return finish(undefined);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return finish(undefined);
      context.drawImage(video, 0, 0, width, height);
      const durationSeconds = Number.isFinite(video.duration) ? video.duration : undefined;
      canvas.toBlob((jpeg) => finish(jpeg ? { jpeg, durationSeconds } : undefined), 'image/jpeg', 0.8);
    };
    video.src = url;
  });
}
