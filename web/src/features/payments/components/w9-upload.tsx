import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Button, FileButton, Group, Input, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconCircleCheck, IconExternalLink, IconFileText, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useOwnW9Link } from '../api/payment-info';
import { checkW9File, uploadW9, W9_ACCEPT } from '../api/upload-w9';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string };

export interface W9UploadProps {
  creatorId: string;
  /** The key of the W-9 already on file (saved payment info), if any. */
  savedKey?: string;
  savedAt?: string;
  /** Called with the new key after an upload. */
  onUploaded: (key: string) => void;
  /** True while a file is uploading: the form holds its submit until it ends. */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

const uploadedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The W-9 message for a refused upload: the API's type or size message, else 'Failed to upload W9'. */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.fields) {
    const known = [MESSAGES.w9Type, MESSAGES.w9Size] as string[];
    const message = error.fields.fileType ?? error.fields.fileSize;
    if (message && known.includes(message)) return message;
  }
  return MESSAGES.w9UploadFailed;
}

function SavedW9({ creatorId, savedAt }: { creatorId: string; savedAt?: string }) {
  const link = useOwnW9Link(creatorId, true);
  const date = savedAt ? uploadedAtFormat.format(new Date(savedAt)) : null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconFileText size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
      <Text size="sm">
        A W-9 is on file{date ? ` (uploaded ${date})` : ''}.{' '}
        {link.data && (
          <Anchor href={link.data.url} target="_blank" rel="noopener noreferrer" fz="inherit">
            View it
            <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Anchor>
        )}
      </Text>
    </Group>
  );
}

/**
 * W-9 form upload (docs/product.md#validation and #files): PDF, JPG or PNG under 10MB, checked before any request; then
 * a presigned PUT with a progress bar. Written for this form; `src/components/file-upload` may replace it.
 */
export function W9Upload({ creatorId, savedKey, savedAt, onUploaded, onBusyChange, disabled = false }: W9UploadProps) {
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page cancels a running upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function handleFile(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    const problem = checkW9File(file);
    if (problem) {
      setError(problem);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    // A failed replacement leaves the file uploaded before it (still the one the form sends).
    const before: UploadState = state.status === 'done' ? state : { status: 'idle' };
    setState({ status: 'uploading', fileName: file.name, progress: 0 });
    onBusyChange(true);
    try {
      const key = await uploadW9(file, {
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'uploading', fileName: file.name, progress }),
      });
      setState({ status: 'done', fileName: file.name });
      onUploaded(key);
    } catch (cause) {
      if (controller.signal.aborted) return;
      console.error('W-9 upload failed', cause);
      setState(before);
      setError(uploadErrorMessage(cause));
    } finally {
      if (!controller.signal.aborted) onBusyChange(false);
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  const uploading = state.status === 'uploading';
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      id={id}
      label="W-9 form"
      labelElement="div"
      labelProps={{ id: labelId }}
      description="PDF, JPG or PNG, under 10MB. Optional."
      descriptionProps={{ id: descriptionId }}
    >
      <Stack gap="xs" mt={6}>
        {savedKey && state.status === 'idle' && <SavedW9 creatorId={creatorId} savedAt={savedAt} />}
        <Group gap="sm" wrap="wrap">
          <FileButton
            onChange={(file: File | null) => void handleFile(file)}
            accept={W9_ACCEPT}
            resetRef={resetRef}
            disabled={disabled || uploading}
            inputProps={{ 'aria-hidden': true, tabIndex: -1, name: 'w9File' }}
          >
            {(props) => (
              <Button
                {...props}
                id={`${id}-button`}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={disabled || uploading}
                aria-labelledby={`${labelId} ${id}-button`}
                aria-describedby={[error ? errorId : '', descriptionId].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
              >
                {savedKey || state.status === 'done' ? 'Replace file' : 'Choose file'}
              </Button>
            )}
          </FileButton>
          {state.status === 'done' && (
            <Group gap={4} wrap="nowrap" miw={0}>
              <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} role="status">
                {state.fileName} uploaded
              </Text>
            </Group>
          )}
          {uploading && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
              Uploading {state.fileName}… {state.progress}%
            </Text>
          )}
        </Group>
        {uploading && (
          <Progress
            value={state.progress}
            size="md"
            radius="xl"
            animated={state.progress < 100}
            aria-label={`Uploading ${state.fileName}`}
          />
        )}
        {error && (
          <Input.Error id={errorId} role="alert">
            {error}
          </Input.Error>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
