import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { fileTooLarge } from '@reelbridge/shared/messages';
import { IconAlertCircle, IconCircleCheck, IconFile, IconMovie, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { fileLabel, isAccepted, uploadErrorMessage, wrongTypeMessage } from '@/components/file-upload';
import { fileExtension, uploadFile } from '@/components/file-upload-api';
import { getConfig } from '@/lib/config';
import type { UploadField } from '../upload-fields';
import classes from './wizard.module.css';

/** docs/product.md#records, uploaded file state: progress 0–100, the uploaded flag, an error, the key. */
export interface UploadedFileState {
  id: string;
  name: string;
  progress: number;
  uploaded: boolean;
  error?: string;
  key?: string;
}

/** docs/product.md#states: the onboarding uploader starts at 10 (the address is being asked for). */
export const UPLOAD_START_PROGRESS = 10;

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'avi']);

/** Where a public file (product photos, packaging) can be shown from; private files have no address. */
function previewUrl(key: string): string | undefined {
  const base = getConfig().mediaBase.replace(/\/$/, '');
  if (!base || !key.startsWith('media/') || !IMAGE_EXTENSIONS.has(fileExtension(key))) return undefined;
  return `${base}/${key.slice('media/'.length)}`;
}

function acceptHint(field: UploadField): string {
  const types = field.accept.map((entry) => entry.slice(1).toUpperCase());
  const list = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : types.join('');
  const count = field.maxFiles === 1 ? '1 file' : `up to ${field.maxFiles} files`;
  return `${list}; ${count}, ${field.maxSizeMB}MB${field.maxFiles === 1 ? '' : ' each'}`;
}

export interface OnboardingUploaderProps {
  field: UploadField;
  /** The brand the files belong to (the company being onboarded). */
  brandId: string;
  /** Keys of the files uploaded so far. */
  value: readonly string[];
  /** Takes an updater, so that uploads finishing together each add their key. */
  onChange: (update: (keys: string[]) => string[]) => void;
  /** True while any file is still being sent (the wizard holds Next until it ends). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * The wizard's uploader (docs/product.md#states and #limits): each file is checked in the browser (type, size, how
 * many), then sent through the presigned flow; its row shows the progress from 10 to 100, then 'Uploaded', or the
 * error. The form keeps the keys of the uploaded files.
 */
export function OnboardingUploader({
  field,
  brandId,
  value,
  onChange,
  onBusyChange,
  disabled,
}: OnboardingUploaderProps) {
  const id = useId();
  const [files, setFiles] = useState<UploadedFileState[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const controllers = useRef(new Set<AbortController>());

  const active = files.filter((file) => !file.uploaded && !file.error).length;
  const busy = active > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // Leaving the step (unmounting) cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (fileId: string, patch: Partial<UploadedFileState>) =>
    setFiles((current) => current.map((file) => (file.id === fileId ? { ...file, ...patch } : file)));

  async function send(file: File, fileId: string) {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      const uploaded = await uploadFile(
        file,
        { folder: field.folder, brandId },
        {
          signal: controller.signal,
          onProgress: (progress) => update(fileId, { progress: Math.max(UPLOAD_START_PROGRESS, progress) }),
        },
      );
      update(fileId, { progress: 100, uploaded: true, key: uploaded.key });
      onChange((keys) => [...keys, uploaded.key]);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Onboarding upload failed', error);
      update(fileId, { error: uploadErrorMessage(error) });
    } finally {
      controllers.current.delete(controller);
    }
  }

  function handleFiles(selected: File[]) {
    resetRef.current?.();
    setLimitError(null);
    const room = Math.max(0, field.maxFiles - value.length - active);
    if (selected.length > room) {
      setLimitError(field.maxFiles === 1 ? 'Only 1 file can be added' : `At most ${field.maxFiles} files`);
    }
    const added: UploadedFileState[] = [];
    for (const file of selected.slice(0, room)) {
      const state: UploadedFileState = { id: randomId('file-'), name: file.name, progress: 0, uploaded: false };
      if (!isAccepted(file, field.accept)) state.error = wrongTypeMessage(field.accept);
      else if (file.size > field.maxSizeMB * 1024 * 1024) state.error = fileTooLarge(field.maxSizeMB);
      else state.progress = UPLOAD_START_PROGRESS;
      added.push(state);
      if (!state.error) void send(file, state.id);
    }
    // Earlier failures make room for the new attempt.
    setFiles((current) => [...current.filter((file) => !file.error), ...added]);
  }

  const pending = files.filter((file) => !file.uploaded);
  const full = value.length + active >= field.maxFiles;
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listLabel = `${field.label}: files`;

  return (
    <Input.Wrapper
      id={id}
      label={field.label}
      labelElement="div"
      description={`${field.description}. ${acceptHint(field)}`}
    >
      <Stack gap="xs" mt={6}>
        <Group gap="sm">
          <FileButton
            onChange={(picked: File[] | File | null) =>
              handleFiles(picked === null ? [] : Array.isArray(picked) ? picked : [picked])
            }
            accept={field.accept.join(',')}
            multiple={field.maxFiles > 1}
            resetRef={resetRef}
            disabled={disabled || full}
            inputProps={{ 'aria-hidden': true, tabIndex: -1, name: field.folder }}
          >
            {(props) => (
              <Button
                {...props}
                id={buttonId}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={disabled || full}
                aria-labelledby={`${labelId} ${buttonId}`}
                aria-describedby={`${id}-description`}
              >
                {field.maxFiles > 1 ? 'Choose files' : 'Choose file'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" aria-live="polite">
            {value.length} of {field.maxFiles} uploaded
          </Text>
        </Group>
        {limitError && (
          <Input.Error role="alert" id={`${id}-error`}>
            {limitError}
          </Input.Error>
        )}

        {(value.length > 0 || pending.length > 0) && (
          <Stack component="ul" aria-label={listLabel} gap={6} m={0} p={0} className={classes.fileList}>
            {value.map((key) => (
              <UploadedRow
                key={key}
                name={files.find((file) => file.key === key)?.name ?? fileLabel(key)}
                preview={previewUrl(key)}
                disabled={disabled}
                onRemove={() => onChange((keys) => keys.filter((item) => item !== key))}
              />
            ))}
            {pending.map((file) => (
              <PendingRow
                key={file.id}
                file={file}
                onDismiss={() => setFiles((current) => current.filter((item) => item.id !== file.id))}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function FileIcon({ name }: { name: string }) {
  const Icon = VIDEO_EXTENSIONS.has(fileExtension(name)) ? IconMovie : IconFile;
  return <Icon size={20} aria-hidden className={classes.fileIcon} />;
}

function UploadedRow({
  name,
  preview,
  disabled,
  onRemove,
}: {
  name: string;
  preview?: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <li className={classes.fileRow}>
      {preview ? (
        <img src={preview} alt={name} width={40} height={40} loading="lazy" className={classes.thumbnail} />
      ) : (
        <FileIcon name={name} />
      )}
      <div className={classes.fileMain}>
        <Text size="sm" truncate="end" title={name}>
          {name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconCircleCheck size={14} aria-hidden color="var(--mantine-color-green-8)" />
          <Text size="xs" c="gray.7">
            Uploaded
          </Text>
        </Group>
      </div>
      <ActionIcon variant="subtle" color="gray" onClick={onRemove} disabled={disabled} aria-label={`Remove ${name}`}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </li>
  );
}

function PendingRow({ file, onDismiss }: { file: UploadedFileState; onDismiss: () => void }) {
  return (
    <li className={classes.fileRow} data-error={file.error ? true : undefined}>
      {file.error ? (
        <IconAlertCircle size={20} aria-hidden className={classes.fileIcon} color="var(--mantine-color-red-7)" />
      ) : (
        <FileIcon name={file.name} />
      )}
      <div className={classes.fileMain}>
        <Text size="sm" truncate="end" title={file.name}>
          {file.name}
        </Text>
        {file.error ? (
          <Text size="xs" c="red.9" role="alert">
            {file.error}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Progress.Root size="sm" radius="xl" className={classes.fileProgress}>
              <Progress.Section value={file.progress} aria-label={`Uploading ${file.name}`} animated />
            </Progress.Root>
            <Text size="xs" c="dimmed" miw="3ch">
              {file.progress}%
            </Text>
          </Group>
        )}
      </div>
      {file.error && (
        <ActionIcon variant="subtle" color="gray" onClick={onDismiss} aria-label={`Dismiss ${file.name}`}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
}
