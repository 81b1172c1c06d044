import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Title.css';
import {
  Alert,
  Anchor,
  Button,
  Center,
  DataList,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Creator, PaymentInfo, PaymentReveal, RevealedPaymentNumbers } from '@reelbridge/shared/api/types';
import { MESSAGES } from '@reelbridge/shared/messages';
import { paymentRejectReasonSchema } from '@reelbridge/shared/schemas/payment';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCheck,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import {
  isChangedMeanwhile,
  useDecidePaymentInfo,
  usePaymentInfo,
  useRevealPaymentNumbers,
  useW9Link,
} from '../api/payment-review';
import { creatorName } from './creators-table';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date ('1990-04-12') as written, without a time-zone shift. */
function formatDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function formatDateTime(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** A message from our API (not a network failure or a body that is not ours), if any. */
function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.code === NETWORK_ERROR_CODE) return undefined;
  return error.code.startsWith('HTTP_') ? undefined : error.message;
}

function Item({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue
        ff={mono && !empty ? 'monospace' : undefined}
        style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      >
        {empty ? '—' : children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <DataList orientation="vertical" gap="sm" size="sm">
        {children}
      </DataList>
    </Stack>
  );
}

function W9Item({ info }: { info: PaymentInfo }) {
  const link = useW9Link(info.creatorId, Boolean(info.w9FileKey));
  let value: ReactNode = 'Not uploaded';
  if (info.w9FileKey) {
    if (link.data) {
      value = (
        <Anchor href={link.data.url} target="_blank" rel="noopener noreferrer" fz="inherit">
          <Group component="span" gap={4} wrap="nowrap">
            Open W-9
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Group>
        </Anchor>
      );
    } else if (link.isError) {
      value = (
        <Text span c="red.8" fz="inherit">
          The W-9 link could not be loaded.{' '}
          <Anchor component="button" type="button" fz="inherit" onClick={() => void link.refetch()}>
            Try again
          </Anchor>
        </Text>
      );
    } else {
      value = <Loader size="xs" role="status" aria-label="Loading the W-9 link" />;
    }
  }
  const uploaded = formatDateTime(info.w9UploadedAt);
  return (
    <Item label="W-9 form">
      <Stack gap={2}>
        {value}
        {uploaded && (
          <Text size="xs" c="dimmed">
            Uploaded {uploaded}
          </Text>
        )}
      </Stack>
    </Item>
  );
}

function RejectForm({
  busy,
  onCancel,
  onReject,
}: {
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: schemaResolver(paymentRejectReasonSchema, { sync: true }),
  });
  // The reason field appears on 'Reject': take the focus there.
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => reasonRef.current?.focus(), []);
  return (
    <form
      onSubmit={form.onSubmit((values) => onReject(values.reason.trim()))}
      noValidate
      aria-label="Reject payment information"
    >
      <Stack gap="sm">
        <Textarea
          label="Reason for rejection"
          description="The creator sees this reason and can resubmit."
          withAsterisk
          rows={3}
          maxLength={1000}
          disabled={busy}
          ref={reasonRef}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <LoadingButton type="submit" color="red" loading={busy} leftSection={<IconX size={16} aria-hidden />}>
            Reject
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Who revealed the whole numbers, when, and which version: newest first (the server records each reveal). */
function RevealLog({ reveals }: { reveals: PaymentReveal[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="Payment details revealed">
      <Title order={3} size="h5">
        Payment details revealed
      </Title>
      {reveals.length === 0 ? (
        <Text size="sm" c="dimmed">
          No one has revealed these numbers yet.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {reveals.map((reveal) => (
            <List.Item key={`${reveal.at}-${reveal.byUserId}`} style={{ overflowWrap: 'anywhere' }}>
              {reveal.by} · {formatDateTime(reveal.at)} · version {reveal.version}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function PaymentDetail({ info, creator, onDone }: { info: PaymentInfo; creator: Creator; onDone: () => void }) {
  const decide = useDecidePaymentInfo();
  const reveal = useRevealPaymentNumbers(info.creatorId);
  const [rejecting, setRejecting] = useState(false);
  const [revealed, setRevealed] = useState<RevealedPaymentNumbers | null>(null);
  const [changed, setChanged] = useState(false);
  const changedRef = useRef<HTMLDivElement>(null);
  const name = creatorName(creator);
  // Numbers revealed for another version are not the numbers of the details shown.
  const whole = revealed?.version === info.version ? revealed : null;

  // The details changed since they were opened: the query reads them again (the mutations' onError), and the
  // admin is told why before deciding on them.
  const detailsChanged = () => {
    setChanged(true);
    setRevealed(null);
    setRejecting(false);
  };
  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);

  const approve = () =>
    decide.mutate(
      { creatorId: info.creatorId, version: info.version, action: 'approve' },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: MESSAGES.paymentApproved, message: name });
          onDone();
        },
        onError: (error) =>
          isChangedMeanwhile(error)
            ? detailsChanged()
            : notifications.show({
                color: 'red',
                title: MESSAGES.paymentApproveFailed,
                message: serverMessage(error) ?? name,
              }),
      },
    );

  const reject = (reason: string) =>
    decide.mutate(
      { creatorId: info.creatorId, version: info.version, action: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          notifications.show({ color: 'green', title: 'Payment information rejected', message: name });
          onDone();
        },
        onError: (error) =>
          isChangedMeanwhile(error)
            ? detailsChanged()
            : notifications.show({
                color: 'red',
                title: 'Failed to reject payment information',
                message: serverMessage(error) ?? name,
              }),
      },
    );

  const showNumbers = () =>
    reveal.mutate(info.version, {
      onSuccess: setRevealed,
      onError: (error) =>
        isChangedMeanwhile(error)
          ? detailsChanged()
          : notifications.show({
              color: 'red',
              title: MESSAGES.paymentRevealFailed,
              message: serverMessage(error) ?? name,
            }),
    });

  const decided = formatDateTime(info.status === 'approved' ? info.approvedAt : info.rejectedAt);
  return (
    <Stack gap="lg">
      {changed && (
        <Alert
          ref={changedRef}
          tabIndex={-1}
          color="yellow"
          variant="light"
          role="alert"
          title="Payment details changed"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {MESSAGES.paymentInfoChanged} The latest details are shown below.
        </Alert>
      )}
      <Group gap="sm" justify="space-between" align="center">
        <Group gap="xs">
          <Text fw={600}>Status</Text>
          <PaymentStatusBadge status={info.status} />
        </Group>
        <Text size="sm" c="dimmed">
          Submitted {formatDateTime(info.updatedAt ?? info.createdAt)}
        </Text>
      </Group>

      {info.status === 'rejected' && (
        <Alert color="red" variant="light" title="Rejection reason" icon={<IconAlertCircle size={18} aria-hidden />}>
          {info.rejectionReason || 'No reason given'}
          {decided && (
            <Text size="xs" c="dimmed" mt={4}>
              Rejected {decided}
            </Text>
          )}
        </Alert>
      )}
      {info.status === 'approved' && (
        <Text size="sm" c="dimmed">
          Approved{info.approvedBy ? ` by ${info.approvedBy}` : ''}
          {decided ? ` on ${decided}` : ''}
        </Text>
      )}

      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {whole
            ? `Whole numbers shown (revealed ${formatDateTime(whole.revealedAt)}; the reveal is recorded).`
            : 'Tax ID, routing and account numbers are masked. Revealing them is recorded.'}
        </Text>
        {whole ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconEyeOff size={16} aria-hidden />}
            onClick={() => setRevealed(null)}
          >
            Hide numbers
          </Button>
        ) : (
          <LoadingButton
            variant="light"
            size="xs"
            leftSection={<IconEye size={16} aria-hidden />}
            loading={reveal.isPending}
            loadingText="Revealing..."
            onClick={showNumbers}
          >
            Reveal numbers
          </LoadingButton>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
        <Section title="Personal">
          <Item label="Legal name">{`${info.legalFirstName} ${info.legalLastName}`}</Item>
          <Item label="Email">{info.email}</Item>
          <Item label="Phone number">{info.phoneNumber}</Item>
          {info.taxIdType === 'SSN' && <Item label="Date of birth">{formatDate(info.dateOfBirth)}</Item>}
        </Section>
        <Section title="Tax">
          <Item label="Tax ID type">{info.taxIdType}</Item>
          <Item label="Tax ID number" mono>
            {whole?.taxIdNumber ?? info.taxIdNumber}
          </Item>
          <Item label="Tax classification">{info.taxClassification}</Item>
          <W9Item info={info} />
        </Section>
        <Section title="Bank account">
          <Item label="Bank name">{info.bankName}</Item>
          <Item label="Account type">{info.accountType === 'savings' ? 'Savings' : 'Checking'}</Item>
          <Item label="Routing number" mono>
            {whole?.routingNumber ?? info.routingNumber}
          </Item>
          <Item label="Account number" mono>
            {whole?.accountNumber ?? info.accountNumber}
          </Item>
          <Item label="ACH agreement">{info.achAcknowledged ? 'Acknowledged' : 'Not acknowledged'}</Item>
        </Section>
        <Section title="Address">
          <Item label="Address">{[info.addressLine1, info.addressLine2].filter(Boolean).join(', ')}</Item>
          <Item label="City">{info.city}</Item>
          <Item label="State">{info.state}</Item>
          <Item label="ZIP code">{info.zipCode}</Item>
          <Item label="Country">{info.country}</Item>
        </Section>
      </SimpleGrid>

      <RevealLog reveals={info.reveals ?? []} />

      {info.status === 'pending' &&
        (rejecting ? (
          <RejectForm busy={decide.isPending} onCancel={() => setRejecting(false)} onReject={reject} />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="outline"
              color="red"
              onClick={() => setRejecting(true)}
              disabled={decide.isPending}
              leftSection={<IconX size={16} aria-hidden />}
            >
              Reject
            </Button>
            <LoadingButton
              color="teal.9"
              onClick={approve}
              loading={decide.isPending}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              Approve
            </LoadingButton>
          </Group>
        ))}
    </Stack>
  );
}

function PaymentDetailContent({ creator, onDone }: { creator: Creator; onDone: () => void }) {
  const query = usePaymentInfo(creator.id);
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading payment information">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  }
  if (query.isError) {
    const detail = serverMessage(query.error);
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={MESSAGES.paymentViewFailed}
      >
        <Stack gap="xs" align="flex-start">
          {detail && detail !== MESSAGES.paymentViewFailed && <Text size="sm">{detail}</Text>}
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) return <Text c="dimmed">{creator.firstName} has not submitted payment information yet.</Text>;
  return <PaymentDetail info={query.data} creator={creator} onDone={onDone} />;
}

export interface PaymentDetailModalProps {
  opened: boolean;
  /** The creator whose payment information is shown. */
  creator: Creator | null;
  onClose: () => void;
}

/**
 * The payment information detail (docs/product.md#screens and #messages): every field, the numbers masked until the
 * admin reveals them (each reveal recorded and listed), the W-9, the status and the rejection reason; Approve and
 * Reject (with a required reason) while pending, for the version shown. A decision closes the detail: a notification
 * confirms it and the list shows the new status. If the details changed meanwhile, the detail reloads and says so.
 */
export function PaymentDetailModal({ opened, creator, onClose }: PaymentDetailModalProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened && creator !== null}
      onClose={onClose}
      title={creator ? `Payment information: ${creatorName(creator)}` : 'Payment information'}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mantine unmounts the content once the modal has closed: each opening reads the detail afresh. */}
      {creator && <PaymentDetailContent key={creator.id} creator={creator} onDone={onClose} />}
    </Modal>
  );
}
