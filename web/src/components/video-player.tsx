import '@mantine/core/styles/UnstyledButton.css';
import { Box, Text, UnstyledButton } from '@mantine/core';
import type { VideoFile } from '@reelbridge/shared/api/types';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import classes from './video-player.module.css';

export interface VideoPlayerHandle {
  /** Starts the player (if it is not yet) and moves it to that second. */
  seek: (seconds: number) => void;
}

export interface VideoPlayerProps {
  file: VideoFile;
  /** What the video is, for the play button and the player: "Video 2, version 1". */
  label: string;
  /** The player's current time, as it plays, pauses or seeks. */
  onTime?: (seconds: number) => void;
  /** The URL no longer plays (it expired): read the video again for a new one. */
  onExpired?: () => void;
}

/**
 * A video file played inline from its short-lived URL (issue 20). Until the viewer plays it, only its poster frame
 * shows, behind a play button: a page of many videos loads none of them. Once played it is a native
 * `<video controls preload="metadata">`, keyboard-usable as the browser makes it. A playback error asks for a new URL
 * once per URL (`onExpired`): the URLs expire after an hour.
 */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(
  { file, label, onTime, onExpired },
  ref,
) {
  const [started, setStarted] = useState(false);
  // The URL that failed to play even after asking for a new one.
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const video = useRef<HTMLVideoElement | null>(null);
  // A seek asked before the player had the video's length: applied once it has.
  const pending = useRef<number | undefined>(undefined);
  const askedAgainFor = useRef<string | undefined>(undefined);

  const play = (element: HTMLVideoElement) => {
    try {
      void element.play()?.catch(() => undefined);
    } catch {
      // A browser without playback (tests) leaves it paused.
    }
  };

  const moveTo = (element: HTMLVideoElement, seconds: number) => {
    element.currentTime = seconds;
    onTime?.(seconds);
  };

  useImperativeHandle(ref, () => ({
    seek: (seconds) => {
      const element = video.current;
      if (element && element.readyState >= 1) {
        moveTo(element, seconds);
        play(element);
        return;
      }
      pending.current = seconds;
      setStarted(true);
    },
  }));

  if (!file.playbackUrl) {
    return (
      <Text size="sm" c="dimmed">
        This video cannot be played here.
      </Text>
    );
  }

  if (!started) {
    return (
      <UnstyledButton className={classes.facade} onClick={() => setStarted(true)} aria-label={`Play ${label}`}>
        {file.posterUrl && <img src={file.posterUrl} alt="" loading="lazy" className={classes.poster} />}
        <span className={classes.playIcon} aria-hidden>
          <IconPlayerPlayFilled size={28} />
        </span>
      </UnstyledButton>
    );
  }

  return (
    <Box>
      <video
        ref={(element) => {
          video.current = element;
        }}
        className={classes.video}
        controls
        preload="metadata"
        autoPlay={pending.current === undefined}
        poster={file.posterUrl}
        src={file.playbackUrl}
        aria-label={label}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          if (pending.current !== undefined) {
            moveTo(element, pending.current);
            pending.current = undefined;
            play(element);
          }
        }}
        onTimeUpdate={(event) => onTime?.(event.currentTarget.currentTime)}
        onSeeked={(event) => onTime?.(event.currentTarget.currentTime)}
        onPause={(event) => onTime?.(event.currentTarget.currentTime)}
        onError={() => {
          if (askedAgainFor.current !== file.playbackUrl && onExpired) {
            askedAgainFor.current = file.playbackUrl;
            onExpired();
            return;
          }
          setFailedUrl(file.playbackUrl);
        }}
      />
      {failedUrl !== undefined && failedUrl === file.playbackUrl && (
        <Text size="sm" c="red.8" role="alert">
          This video could not be played. Reload the page to try again.
        </Text>
      )}
    </Box>
  );
});
