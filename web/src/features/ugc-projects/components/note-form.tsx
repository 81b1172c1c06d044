import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { revisionRequestSchema, submissionRejectSchema } from '@reelbridge/shared/schemas/project';
import { IconMessage, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { GrowingTextarea } from '@/components/growing-textarea';

/** The comment of a revision request or the reason of a rejection: required, with the schema's message. */
export function NoteForm({
  kind,
  busy,
  onCancel,
  onSend,
}: {
  kind: 'revision' | 'reject';
  busy: boolean;
  onCancel: () => void;
  onSend: (text: string) => void;
}) {
  const revision = kind === 'revision';
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: (values) =>
      revision
        ? schemaResolver(revisionRequestSchema, { sync: true })({ revisionComment: values.text })
        : schemaResolver(submissionRejectSchema, { sync: true })({ reason: values.text }),
    transformValues: (values) => ({ text: values.text.trim() }),
  });
  const error = form.errors.revisionComment ?? form.errors.reason;
  // The field appears on 'Request Revision' or 'Reject': take the focus there.
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  return (
    <form
      onSubmit={form.onSubmit((values) => onSend(values.text))}
      noValidate
      aria-label={revision ? 'Request a revision' : 'Reject the video'}
    >
      <Stack gap="sm">
        <GrowingTextarea
          label={revision ? 'Revision comment' : 'Reason for rejection'}
          description={
            revision
              ? 'The creator sees this comment and resubmits the video.'
              : 'The creator sees this reason. A rejected video is not paid.'
          }
          withAsterisk
          minRows={2}
          maxRows={6}
          maxLength={2000}
          disabled={busy}
          ref={fieldRef}
          value={form.values.text}
          onChange={(event) => {
            form.setFieldValue('text', event.currentTarget.value);
            form.clearErrors();
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton
            type="submit"
            color={revision ? undefined : 'red'}
            loading={busy}
            leftSection={revision ? <IconMessage size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
          >
            {revision ? 'Request Revision' : 'Reject'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
