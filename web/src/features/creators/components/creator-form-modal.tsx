import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Divider.css';
import {
  Button,
  Divider,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Creator } from '@reelbridge/shared/api/types';
import { MESSAGES } from '@reelbridge/shared/messages';
import { creatorInputSchema } from '@reelbridge/shared/schemas/creator';
import { useEffect, useState } from 'react';
import { ActivityTimeline } from '@/components/activity-timeline';
import { focusFirstInvalidOf, useDiscardGuard } from '@/components/form-guard';
import { CreatorIdActions } from './creator-id';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { useCreatorActivity } from '../api/activity';
import { useSaveCreator, type CreatorSaveBody } from '../api/creators';
import { creatorName } from './creators-table';

export interface CreatorFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  tiktokUrl: string;
  instagramHandle: string;
  youtubeHandle: string;
  location: { city: string; country: string };
}

export function creatorFormValues(creator?: Creator | null): CreatorFormValues {
  return {
    firstName: creator?.firstName ?? '',
    lastName: creator?.lastName ?? '',
    email: creator?.email ?? '',
    phoneNumber: creator?.phoneNumber ?? '',
    tiktokUrl: creator?.tiktokUrl ?? '',
    instagramHandle: creator?.instagramHandle ?? '',
    youtubeHandle: creator?.youtubeHandle ?? '',
    location: { city: creator?.location?.city ?? '', country: creator?.location?.country ?? '' },
  };
}

export interface SaveProblem {
  message: string;
  /** The server's field errors, shown under their fields. */
  fields: Record<string, string>;
}

/**
 * What went wrong with a save: the server's message and field errors (409 'A creator with this email already
 * exists' under the e-mail; a stale edit), else 'An error occurred while saving' (docs/product.md#messages).
 */
export function saveProblem(error: unknown): SaveProblem {
  if (isApiError(error) && error.status > 0 && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_')) {
    if (error.status < 500) return { message: error.message, fields: error.fields ?? {} };
  }
  return { message: MESSAGES.saveFailed, fields: {} };
}

/** Groups of fields under a small heading, aligned with the fields outside them. */
const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: 'var(--mantine-spacing-xs)',
    fontSize: 'var(--mantine-font-size-xs)',
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: 'var(--mantine-color-dimmed)',
  },
};

interface CreatorFormProps {
  creator: Creator | null;
  onCancel: () => void;
  onSaved: (creator: Creator) => void;
  onBusyChange: (busy: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
}

function CreatorForm({ creator, onCancel, onSaved, onBusyChange, onDirtyChange }: CreatorFormProps) {
  const editing = creator !== null;
  const save = useSaveCreator();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreatorFormValues>({
    mode: 'controlled',
    initialValues: creatorFormValues(creator),
    validate: schemaResolver(creatorInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const parsed = creatorInputSchema.safeParse(values);
    if (!parsed.success) return; // the resolver has shown the errors already
    const { metrics: _metrics, version: _version, ...fields } = parsed.data;
    const body: CreatorSaveBody = editing ? { ...fields, version: creator.version } : fields;
    setProblem(null);
    onBusyChange(true);
    save.mutate(
      { id: creator?.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            title: editing ? 'Creator updated' : 'Creator added',
            // A new creator's id is what they sign up with: say it (the edit form copies and e-mails it).
            message: editing ? creatorName(saved) : `${creatorName(saved)} · creator ID ${saved.id}`,
          });
          onSaved(saved);
        },
        onError: (error) => {
          const { message, fields: fieldErrors } = saveProblem(error);
          setProblem(message);
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        },
        onSettled: () => onBusyChange(false),
      },
    );
  }, focusFirstInvalidOf);

  const busy = save.isPending;
  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit creator' : 'Add creator'}>
      <Stack gap="md">
        {problem && <StatusAlert tone="error">{problem}</StatusAlert>}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            autoComplete="off"
            withAsterisk
            disabled={busy}
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="off"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="off"
            placeholder="+1 555 010 0100"
            disabled={busy}
            {...form.getInputProps('phoneNumber')}
          />
        </SimpleGrid>
        <Fieldset legend="Social" variant="unstyled" styles={FIELDSET_STYLES}>
          <Stack gap="md">
            <TextInput
              label="TikTok URL"
              type="url"
              inputMode="url"
              placeholder="https://www.tiktok.com/@handle"
              disabled={busy}
              {...form.getInputProps('tiktokUrl')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label="Instagram handle"
                placeholder="handle"
                disabled={busy}
                {...form.getInputProps('instagramHandle')}
              />
              <TextInput
                label="YouTube handle"
                placeholder="handle"
                disabled={busy}
                {...form.getInputProps('youtubeHandle')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Location" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="City" autoComplete="off" disabled={busy} {...form.getInputProps('location.city')} />
            <TextInput label="Country" autoComplete="off" disabled={busy} {...form.getInputProps('location.country')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton type="submit" loading={busy} loadingText="Saving...">
            {editing ? 'Save changes' : 'Add Creator'}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}

export interface CreatorFormModalProps {
  opened: boolean;
  /** The creator to edit; null to add one. */
  creator: Creator | null;
  onClose: () => void;
}

/**
 * Add Creator and Edit Creator (docs/product.md#screens and #validation). A failed save keeps the modal open and says
 * why.
 */
/** What happened to the creator (payment details, projects, campaigns), newest first. */
function CreatorHistory({ creatorId }: { creatorId: string }) {
  const history = useCreatorActivity(creatorId);
  return <ActivityTimeline history={history} headingOrder={3} what="creator history" withCard={false} />;
}

export function CreatorFormModal({ opened, creator, onClose }: CreatorFormModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  // Escape, the close button and Cancel ask before throwing away what was typed.
  const { reportDirty, markSaved, requestClose } = useDiscardGuard();
  const close = () => requestClose(onClose);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={creator ? 'Edit Creator' : 'Add Creator'}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {creator && (
        <Stack gap={4} mb="sm">
          <CreatorIdActions creator={creator} />
          <Text size="xs" c="dimmed">
            {creator.hasAccount
              ? 'Has an account.'
              : 'No account yet: the creator signs up at /creatoraccount with this ID and their e-mail.'}
          </Text>
        </Stack>
      )}
      {/* Mantine unmounts the content once the modal has closed: each opening starts a fresh form. */}
      <CreatorForm
        key={creator?.id ?? 'new'}
        creator={creator}
        onCancel={close}
        onSaved={() => {
          markSaved();
          onClose();
        }}
        onBusyChange={setBusy}
        onDirtyChange={reportDirty}
      />
      {creator && (
        <>
          <Divider my="lg" />
          <CreatorHistory creatorId={creator.id} />
        </>
      )}
    </Modal>
  );
}
