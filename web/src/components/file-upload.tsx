import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { DEFAULT_UPLOAD_LIMIT_MB, type UploadFolder } from '@reelbridge/shared/constants';
import { fileTooLarge, MESSAGES } from '@reelbridge/shared/messages';
import { IconFile, IconMovie, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { fileExtension, uploadFile, type UploadedFile } from './file-upload-api';

export type { UploadedFile } from './file-upload-api';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'avi']);
const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i;

/** Whether the file matches an accept list of endings ('.png'), types ('image/png') or families ('image/*'). */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** '.jpg, .jpeg or .png' */
function humanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export function wrongTypeMessage(accept: readonly string[]): string {
  return `This file type is not allowed. Choose a ${humanList(accept)} file.`;
}

/** The file name to show for a stored address or key (without the folder and the unique prefix). */
export function fileLabel(address: string): string {
  const last = address.split(/[?#]/)[0]!.split('/').pop() ?? address;
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // keep it as it is
  }
  return name.replace(UUID_PREFIX, '') || address;
}

function isDisplayable(address: string): boolean {
  return /^(https?:|blob:|data:image\/|\/)/i.test(address);
}

/** The message for a failed upload: the server's field message (type, size, owner) or 'Failed to upload file'. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.fields) {
    const message = error.fields.fileType ?? error.fields.fileSize ?? Object.values(error.fields)[0];
    if (message) return message;
  }
  return MESSAGES.uploadFailed;
}

export interface FileUploadProps {
  label: string;
  /** The upload folder (docs/product.md#files): 'product-photos', 'w9', … */
  folder: UploadFolder;
  /** Owner of the file: the brand (brand folders) … */
  brandId?: string;
  /** … or the creator (W-9). */
  creatorId?: string;
  /** Allowed endings and/or types, e.g. ['.jpg', '.jpeg', '.png'] or ['application/pdf', 'image/*']. */
  accept: readonly string[];
  /** Largest file in MB (default 100, docs/product.md#limits). */
  maxSizeMB?: number;
  /** Files already uploaded (public addresses or keys), shown as thumbnails or names with a remove button. */
  value?: readonly string[];
  /** The new list after an upload (the public address, else the key, appended) or a removal. */
  onChange?: (value: string[]) => void;
  /** Called after each successful upload with the key and public address. */
  onUploaded?: (file: UploadedFile) => void;
  /** True while a file is being uploaded (a form can hold its submit until it ends). */
  onBusyChange?: (busy: boolean) => void;
  multiple?: boolean;
  /** At most this many files (the button is disabled when reached). */
  maxFiles?: number;
  description?: ReactNode;
  /** Message for a file of another type; by default one listing the accepted types. */
  typeError?: string;
  /** Message for a file above the limit; by default 'File size must be less than {N}MB'. */
  sizeError?: string;
  /** Text of the choose button. */
  buttonLabel?: string;
  required?: boolean;
  disabled?: boolean;
}

type UploadState = { status: 'idle' } | { status: 'uploading'; fileName: string; progress: number };

/**
 * The generic file upload control (docs/product.md#states and #validation): checks the type and the size (before any
 * call), asks the API for a presigned address, PUTs the file with a progress bar (idle → uploading 0–100 → idle),
 * reports the key and public address and clears the input; a failure shows the server's field message or 'Failed to
 * upload file'. Usable for product media, the onboarding wizard's assets and the W-9.
 */
export function FileUpload({
  label,
  folder,
  brandId,
  creatorId,
  accept,
  maxSizeMB = DEFAULT_UPLOAD_LIMIT_MB,
  value = [],
  onChange,
  onUploaded,
  onBusyChange,
  multiple = false,
  maxFiles,
  description,
  typeError,
  sizeError,
  buttonLabel,
  required = false,
  disabled = false,
}: FileUploadProps) {
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Closing the form (unmounting) cancels a running upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  const uploading = state.status === 'uploading';
  const full = maxFiles !== undefined && value.length >= maxFiles;
  const hint =
    description ??
    `${humanList(accept.map((entry) => (entry.startsWith('.') ? entry.slice(1).toUpperCase() : entry)))}, up to ${maxSizeMB}MB${
      multiple ? ' each' : ''
    }`;

  async function handleFiles(selected: File[]) {
    resetRef.current?.();
    if (selected.length === 0) return;
    setError(null);
    let current = [...value];
    const room = maxFiles === undefined ? selected.length : Math.max(0, maxFiles - current.length);
    const files = selected.slice(0, room);
    if (files.length < selected.length) setError(`At most ${maxFiles} files`);

    const controller = new AbortController();
    abortRef.current = controller;
    onBusyChange?.(true);
    try {
      for (const file of files) {
        if (!isAccepted(file, accept)) {
          setError(typeError ?? wrongTypeMessage(accept));
          return;
        }
        if (file.size > maxSizeMB * 1024 * 1024) {
          setError(sizeError ?? fileTooLarge(maxSizeMB));
          return;
        }
        setState({ status: 'uploading', fileName: file.name, progress: 0 });
        try {
          const uploaded = await uploadFile(
            file,
            { folder, brandId, creatorId },
            {
              signal: controller.signal,
              onProgress: (progress) => {
                if (!controller.signal.aborted) setState({ status: 'uploading', fileName: file.name, progress });
              },
            },
          );
          if (controller.signal.aborted) return;
          current = [...current, uploaded.publicUrl ?? uploaded.key];
          onUploaded?.(uploaded);
          onChange?.(current);
        } catch (cause) {
          if (controller.signal.aborted) return;
          console.error('File upload failed', cause);
          setError(uploadErrorMessage(cause));
          return;
        }
      }
    } finally {
      if (!controller.signal.aborted) {
        setState({ status: 'idle' });
        onBusyChange?.(false);
      }
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={hint}
      required={required}
      withAsterisk={required}
      styles={{ required: { color: 'var(--mantine-color-red-7)' } }}
    >
      <Stack gap="xs" mt={6}>
        <Group gap="sm" wrap="wrap">
          <FileButton
            onChange={(files: File[] | File | null) =>
              void handleFiles(files === null ? [] : Array.isArray(files) ? files : [files])
            }
            accept={accept.join(',')}
            multiple={multiple}
            resetRef={resetRef}
            disabled={disabled || uploading || full}
            inputProps={{ 'aria-hidden': true, tabIndex: -1, name: folder }}
          >
            {(props) => (
              <Button
                {...props}
                id={buttonId}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={disabled || uploading || full}
                aria-labelledby={`${labelId} ${buttonId}`}
                aria-describedby={[error ? errorId : '', descriptionId].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
              >
                {buttonLabel ?? (multiple ? 'Choose files' : 'Choose file')}
              </Button>
            )}
          </FileButton>
          {uploading && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
              Uploading {state.fileName}… {state.progress}%
            </Text>
          )}
        </Group>

        {uploading && (
          <Progress.Root size="md" radius="xl">
            <Progress.Section
              value={state.progress}
              aria-label={`Uploading ${state.fileName}`}
              animated={state.progress < 100}
            />
          </Progress.Root>
        )}

        {error && (
          <Input.Error id={errorId} role="alert">
            {error}
          </Input.Error>
        )}

        {value.length > 0 && (
          <Group
            component="ul"
            aria-label={`${label}: uploaded files`}
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {value.map((address) => (
              <UploadedItem
                key={address}
                address={address}
                disabled={disabled || uploading}
                onRemove={() => onChange?.(value.filter((item) => item !== address))}
                removable={Boolean(onChange)}
              />
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function UploadedItem({
  address,
  onRemove,
  removable,
  disabled,
}: {
  address: string;
  onRemove: () => void;
  removable: boolean;
  disabled: boolean;
}) {
  const name = fileLabel(address);
  const extension = fileExtension(name);
  const image = IMAGE_EXTENSIONS.has(extension) && isDisplayable(address);
  const Icon = VIDEO_EXTENSIONS.has(extension) ? IconMovie : IconFile;
  return (
    <Group
      component="li"
      gap={6}
      wrap="nowrap"
      p={4}
      pr={removable ? 4 : 8}
      maw="100%"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {image ? (
        <img
          src={address}
          alt={name}
          width={56}
          height={56}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
        />
      ) : (
        <Group gap={6} wrap="nowrap" px={4} miw={0}>
          <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" maw={180} truncate="end" title={name}>
            {name}
          </Text>
        </Group>
      )}
      {removable && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${name}`}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
