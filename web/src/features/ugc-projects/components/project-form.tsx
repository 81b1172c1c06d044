import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@reelbridge/shared/messages';
import { projectInputSchema, type ProjectInput } from '@reelbridge/shared/schemas/project';
import { NEW_PROJECT_REVIEW_RULES } from '@reelbridge/shared/schemas/review-rules';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { BrandTextPicker } from '@/components/brand-text-picker';
import { focusFirstInvalid, focusFirstInvalidOf } from '@/components/form-guard';
import { Link } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { Select, type SelectOption } from '@/components/select';
import { StatusAlert } from '@/components/status-alert';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import { numericValue, projectTotal } from '../format';
import { ReviewRulesFields } from './review-rules-fields';
import { CreatorPicker, type PickedCreator } from './creator-picker';
import { openConfirmModal } from '@/components/confirm-modals';

/** A creator on the form; the name, e-mail, saved submissions and paid flag are for display only. */
export interface CreatorEntryValues {
  /** The project-creator id of a creator already on the project. */
  id?: string;
  creatorId: string;
  name: string;
  email: string;
  /** NumberInput gives '' while the field is empty. */
  videoCount: number | string;
  costPerVideo: number | string;
  instructions: string;
  /** The creator's own due date (YYYY-MM-DD), '' to follow the project's. */
  dueDate: string;
  /** Saved submissions: removing the creator deletes them. */
  submissionCount: number;
  paid: boolean;
}

export interface ProjectFormValues {
  name: string;
  brandId: string;
  agencyNotes: string;
  sharedNote: string;
  /** YYYY-MM-DD, '' for none; a calendar date in `dueTimeZone`. */
  dueDate: string;
  /** The zone the due dates are in: the project's, or for a new one the agency user's browser zone. */
  dueTimeZone: string;
  /** Review rules (issue 20): revision requests per video; business days before automatic approval, '' for never. */
  revisionCap: number | string;
  autoApproveDays: number | string;
  creators: CreatorEntryValues[];
}

/** The agency user's IANA time zone ('Europe/London'), from the browser; UTC when it names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** docs/product.md#limits: a creator put on a project starts with one video at 0 per video. */
export function newCreatorEntry(creator: PickedCreator): CreatorEntryValues {
  return {
    creatorId: creator.id,
    name: creator.name,
    email: creator.email,
    videoCount: 1,
    costPerVideo: 0,
    instructions: '',
    dueDate: '',
    submissionCount: 0,
    paid: false,
  };
}

export function projectFormValues(project?: ProjectDetail | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    brandId: project?.brandId ?? '',
    agencyNotes: project?.agencyNotes ?? '',
    sharedNote: project?.sharedNote ?? '',
    dueDate: project?.dueDate ?? '',
    dueTimeZone: project?.dueTimeZone ?? browserTimeZone(),
    revisionCap: project?.revisionCap ?? NEW_PROJECT_REVIEW_RULES.revisionCap,
    // A new project approves automatically after 3 business days; an edited one as it does (absent: never).
    autoApproveDays: project ? (project.autoApproveDays ?? '') : NEW_PROJECT_REVIEW_RULES.autoApproveDays,
    creators:
      project?.creators.map((entry) => ({
        id: entry.id,
        creatorId: entry.creatorId,
        name: entry.creator.name,
        email: entry.creator.email,
        videoCount: entry.videoCount,
        costPerVideo: entry.costPerVideo,
        instructions: entry.instructions,
        dueDate: entry.ownDueDate ?? '',
        submissionCount: entry.submissions.length,
        paid: entry.status === 'paid',
      })) ?? [],
  };
}

/** The request body (projectInputSchema's shape): display-only fields dropped, the version on an edit. */
export function toProjectInput(values: ProjectFormValues, version?: number): ProjectInput {
  return {
    name: values.name,
    brandId: values.brandId,
    agencyNotes: values.agencyNotes,
    sharedNote: values.sharedNote,
    dueDate: values.dueDate,
    // The zone goes with a date only: a project without due dates has none.
    ...(values.dueTimeZone && (values.dueDate || values.creators.some((entry) => entry.dueDate))
      ? { dueTimeZone: values.dueTimeZone }
      : {}),
    // An empty cap stays '' so that the schema names it; empty automatic approval is '' (never).
    revisionCap: (numericValue(values.revisionCap) ?? values.revisionCap) as number,
    autoApproveDays:
      numericValue(values.autoApproveDays) ?? (values.autoApproveDays === '' ? '' : (values.autoApproveDays as number)),
    creators: values.creators.map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      creatorId: entry.creatorId,
      // An empty field stays '' so that the schema names it.
      videoCount: (numericValue(entry.videoCount) ?? entry.videoCount) as number,
      costPerVideo: (numericValue(entry.costPerVideo) ?? entry.costPerVideo) as number,
      instructions: entry.instructions,
      dueDate: entry.dueDate,
    })),
    ...(version !== undefined ? { version } : {}),
  };
}

const resolve = schemaResolver(projectInputSchema, { sync: true });

/** Validated by projectInputSchema on the request body the values make, so the paths and messages are the schema's. */
function useProjectForm(project: ProjectDetail | undefined) {
  return useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues: projectFormValues(project),
    validate: (values) => resolve(toProjectInput(values)),
    validateInputOnBlur: true,
  });
}
type ProjectFormApi = ReturnType<typeof useProjectForm>;

export interface ProjectFormProps {
  /** The project to edit; absent to create one. */
  project?: ProjectDetail;
  brands: readonly SelectOption[];
  brandsLoading: boolean;
  brandsError: boolean;
  busy: boolean;
  /** The save's error (server message), shown above the buttons. */
  problem: { title: string; message?: string } | null;
  /** Gets the valid body, and a way to show field errors the server names (e.g. a creator that is gone). */
  onSubmit: (body: ProjectInput, showFieldErrors: (errors: Record<string, string>) => void) => void;
  cancelTo: string;
  /** Cancel's click (the link to `cancelTo`), e.g. a discard guard's `guardLink`. */
  onCancelClick?: (event: MouseEvent) => void;
  /** Reports whether anything was changed (for `useDiscardGuard`: leaving asks first then). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The UGC project form (docs/product.md#validation): name, brand, agency notes (internal), the note
 * shared with the brand, and the creators, each added once with their
 * videos (at least 1), cost per video (at least 0, in steps of 0.01) and instructions; the total is
 * Σ videos × cost with two decimals. Submitting needs a brand and a creator.
 */
export function ProjectForm({
  project,
  brands,
  brandsLoading,
  brandsError,
  busy,
  problem,
  onSubmit,
  cancelTo,
  onCancelClick,
  onDirtyChange,
}: ProjectFormProps) {
  const editing = project !== undefined;
  const hintId = useId();
  const [creatorsTouched, setCreatorsTouched] = useState(false);
  // The version the form was filled from: a background refetch must not turn a stale edit into a fresh one.
  const [version] = useState(project?.version);
  const form = useProjectForm(project);
  const { values } = form;

  const selectedIds = useMemo(() => new Set(values.creators.map((entry) => entry.creatorId)), [values.creators]);
  const brandOptions = useMemo(() => {
    // A project's brand stays choosable even when it is not among the brands loaded.
    if (!project || brands.some((brand) => brand.value === project.brandId)) return brands;
    return [{ value: project.brandId, label: project.brand.name }, ...brands];
  }, [brands, project]);

  const addCreator = (creator: PickedCreator) => {
    if (selectedIds.has(creator.id)) return;
    form.insertListItem('creators', newCreatorEntry(creator));
    form.clearFieldError('creators');
    setCreatorsTouched(true);
  };

  const removeCreator = (index: number) => {
    const entry = values.creators[index];
    if (!entry) return;
    const remove = () => {
      form.removeListItem('creators', index);
      setCreatorsTouched(true);
    };
    if (entry.submissionCount === 0) {
      remove();
      return;
    }
    openConfirmModal({
      title: 'Remove creator',
      children: <Text size="sm">{MESSAGES.removeCreatorWithSubmissions}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: remove,
    });
  };

  const missing = [
    ...(values.brandId ? [] : [MESSAGES.selectBrand]),
    ...(values.creators.length > 0 ? [] : [MESSAGES.addOneCreator]),
  ];
  const creatorsError =
    form.errors.creators ?? (creatorsTouched && values.creators.length === 0 ? MESSAGES.addOneCreator : null);

  const submit = form.onSubmit((formValues, event) => {
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const parsed = projectInputSchema.safeParse(toProjectInput(formValues, version));
    if (!parsed.success) return; // the resolver has shown the errors already
    onSubmit(parsed.data, (errors) => {
      form.setErrors(errors);
      focusFirstInvalid(formElement);
    });
  }, focusFirstInvalidOf); // the errors may be far above the submit button: show and focus the first

  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit UGC project' : 'Create UGC project'}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Project details
            </Title>
            <TextInput
              label="Project name"
              withAsterisk
              maxLength={200}
              disabled={busy}
              autoComplete="off"
              {...form.getInputProps('name')}
            />
            <Select
              label="Brand"
              required
              name="brandId"
              options={brandOptions}
              placeholder={brandsLoading ? MESSAGES.loading : undefined}
              disabled={busy || brandsLoading}
              value={values.brandId}
              onChange={(brandId) => form.setFieldValue('brandId', brandId)}
              onBlur={() => form.validateField('brandId')}
              error={form.errors.brandId}
            />
            {brandsError && <StatusAlert tone="error">{MESSAGES.brandsLoadFailed}</StatusAlert>}
            <Textarea
              label="Agency notes"
              description="Internal: for the agency only; neither the brand nor creators see these notes."
              autosize
              minRows={2}
              maxRows={8}
              maxLength={5000}
              disabled={busy}
              {...form.getInputProps('agencyNotes')}
            />
            <Textarea
              label="Note for the brand"
              description="Shared with the brand: their team reads it on the project page. Creators do not see it."
              autosize
              minRows={2}
              maxRows={8}
              maxLength={5000}
              disabled={busy}
              {...form.getInputProps('sharedNote')}
            />
            <Group justify="flex-end" mt={-8}>
              <BrandTextPicker
                brandId={values.brandId || undefined}
                fieldLabel="Note for the brand"
                disabled={busy}
                onPick={(text) => form.setFieldValue('sharedNote', appendText(values.sharedNote, text))}
              />
            </Group>
            <TextInput
              label="Due date"
              type="date"
              description={`Late after the end of this day (${values.dueTimeZone} time). Optional.`}
              disabled={busy}
              maw={{ sm: '16rem' }}
              {...form.getInputProps('dueDate')}
            />
            {form.errors.dueTimeZone && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.dueTimeZone}
              </Text>
            )}
            <ReviewRulesFields
              revisionCap={form.getInputProps('revisionCap')}
              autoApproveDays={form.getInputProps('autoApproveDays')}
              disabled={busy}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="baseline">
              <Title order={2} size="h4" id={`${hintId}-creators`}>
                Creators
              </Title>
              <Text size="sm" c="dimmed">
                {values.creators.length} added
              </Text>
            </Group>
            <CreatorPicker selectedIds={selectedIds} onAdd={addCreator} disabled={busy} />
            {creatorsError && (
              <Text size="sm" c="red.8" role="alert">
                {creatorsError}
              </Text>
            )}
            {values.creators.length > 0 && (
              <Stack
                component="ul"
                gap="md"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-labelledby={`${hintId}-creators`}
              >
                {values.creators.map((entry, index) => (
                  <CreatorEntry
                    key={entry.creatorId}
                    entry={entry}
                    index={index}
                    brandId={values.brandId}
                    busy={busy}
                    form={form}
                    onRemove={() => removeCreator(index)}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Text fw={600}>Total budget</Text>
              <Text
                fw={700}
                fz="xl"
                aria-live="polite"
                data-testid="project-total"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {projectTotal(values.creators)}
              </Text>
            </Group>
            {problem && (
              <StatusAlert tone="error" title={problem.title}>
                {problem.message}
              </StatusAlert>
            )}
            {missing.length > 0 && (
              <Group gap={6} wrap="nowrap" align="flex-start" id={hintId}>
                <IconInfoCircle
                  size={16}
                  aria-hidden
                  color="var(--mantine-color-gray-7)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" c="dimmed">
                  {missing.join(' · ')}
                </Text>
              </Group>
            )}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={cancelTo} variant="default" disabled={busy} onClick={onCancelClick}>
                Cancel
              </Button>
              <LoadingButton
                type="submit"
                loading={busy}
                loadingText="Saving..."
                disabled={missing.length > 0}
                aria-describedby={missing.length > 0 ? hintId : undefined}
              >
                {editing ? 'Save Changes' : 'Create Project'}
              </LoadingButton>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}

/** A text picked from the brand profile goes after what is already typed (docs/brand-profile.md). */
function appendText(current: string, text: string): string {
  const before = current.trimEnd();
  return before ? `${before}\n\n${text}` : text;
}

function CreatorEntry({
  entry,
  index,
  brandId,
  busy,
  form,
  onRemove,
}: {
  entry: CreatorEntryValues;
  index: number;
  /** The project's brand, whose profile the instructions can quote. */
  brandId: string;
  busy: boolean;
  form: ProjectFormApi;
  onRemove: () => void;
}) {
  const headingId = useId();
  const subtotal = projectTotal([entry]);
  return (
    <Paper component="li" withBorder radius="md" p="md" bg="gray.0" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} id={headingId}>
                {entry.name}
              </Text>
              {entry.paid && (
                <Badge variant="light" color="green" bg="green.2" c="dark.8" tt="none" radius="sm">
                  Paid
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.email}
            </Text>
            {entry.submissionCount > 0 && (
              <Text size="xs" c="dimmed">
                {entry.submissionCount} {entry.submissionCount === 1 ? 'video' : 'videos'} saved or submitted
              </Text>
            )}
          </div>
          <Button
            variant="subtle"
            color="red"
            // Text in red.9: the subtle variant's red on the card's grey is below WCAG AA contrast (3.1:1, axe).
            c="red.9"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            disabled={busy || entry.paid}
            style={{ flexShrink: 0 }}
            aria-label={`Remove ${entry.name}`}
            title={entry.paid ? 'A paid creator cannot be removed' : undefined}
          >
            Remove
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
          <NumberInput
            label="Videos"
            withAsterisk
            min={1}
            max={50}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            disabled={busy || entry.paid}
            {...form.getInputProps(`creators.${index}.videoCount`)}
          />
          <NumberInput
            label="Cost per video"
            withAsterisk
            min={0}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            clampBehavior="none"
            prefix="$"
            thousandSeparator=","
            disabled={busy || entry.paid}
            {...form.getInputProps(`creators.${index}.costPerVideo`)}
          />
          <TextInput
            label="Due date"
            type="date"
            description="Empty: the project's date"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            disabled={busy}
            {...form.getInputProps(`creators.${index}.dueDate`)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Subtotal
            </Text>
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} py={6}>
              {subtotal}
            </Text>
          </Stack>
        </SimpleGrid>
        {entry.paid && (
          <Text size="xs" c="dimmed">
            Paid: the videos and cost can no longer change.
          </Text>
        )}
        <Textarea
          label="Instructions"
          description="What this creator should film; shown on their project screen."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          disabled={busy}
          {...form.getInputProps(`creators.${index}.instructions`)}
        />
        <Group justify="flex-end" mt={-8}>
          <BrandTextPicker
            brandId={brandId || undefined}
            fieldLabel={`Instructions for ${entry.name}`}
            disabled={busy}
            onPick={(text) =>
              form.setFieldValue(`creators.${index}.instructions`, appendText(entry.instructions, text))
            }
          />
        </Group>
      </Stack>
    </Paper>
  );
}
