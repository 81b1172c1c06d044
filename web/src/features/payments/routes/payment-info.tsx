import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_SAVE_REDIRECT_MS } from '@reelbridge/shared/constants';
import type { PaymentInfo } from '@reelbridge/shared/api/types';
import { MESSAGES } from '@reelbridge/shared/messages';
import { BackLink } from '@/components/back-link';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { StatusAlert } from '@/components/status-alert';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { CREATOR_HOME } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useOwnPaymentInfo, useSavePaymentInfo } from '../api/payment-info';
import { PaymentInfoForm } from '../components/payment-info-form';
import { PaymentStatusNotice } from '../components/payment-status-notice';

interface SaveProblem {
  /** The server's own explanation, when it gave one (besides the field errors). */
  detail?: string;
  fields: Record<string, string>;
}

/**
 * docs/product.md#messages: 'Failed to save payment information', with the server's field errors under their fields.
 */
function saveProblem(error: unknown): SaveProblem {
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.code !== NETWORK_ERROR_CODE) {
    const fromServer = !error.code.startsWith('HTTP_');
    return { detail: fromServer ? error.message : undefined, fields: (fromServer && error.fields) || {} };
  }
  return { fields: {} };
}

interface PaymentInfoContentProps {
  creatorId: string;
  email: string;
  /** The saved info as first loaded (null: none, or it could not be loaded). */
  loaded: PaymentInfo | null;
  loadFailed: boolean;
}

function PaymentInfoContent({ creatorId, email, loaded, loadFailed }: PaymentInfoContentProps) {
  const navigate = useNavigate();
  // The form starts from the info as loaded; a save's answer updates the status, not the fields.
  const [existing] = useState(loaded);
  const save = useSavePaymentInfo();
  const problem = useMemo(() => (save.isError ? saveProblem(save.error) : null), [save.isError, save.error]);

  // docs/product.md#states and #limits: back to the dashboard 2 s after a successful save.
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => void navigate(CREATOR_HOME), PAYMENT_SAVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, navigate]);

  const shown = save.data ?? existing;
  let outcome = null;
  if (save.isSuccess) {
    outcome = (
      <StatusAlert tone="success" title="Payment information saved">
        It is now pending review. Taking you back to your dashboard…
      </StatusAlert>
    );
  } else if (problem) {
    outcome = (
      <StatusAlert tone="error" title={MESSAGES.paymentSaveFailed}>
        {problem.detail && problem.detail !== MESSAGES.paymentSaveFailed ? problem.detail : null}
      </StatusAlert>
    );
  }

  return (
    <Stack gap="lg">
      {shown && <PaymentStatusNotice info={shown} />}
      {loadFailed && (
        <StatusAlert tone="warning">
          Your saved payment information could not be loaded. You can still fill in the form and submit it.
        </StatusAlert>
      )}
      <PaymentInfoForm
        creatorId={creatorId}
        existing={existing}
        defaultEmail={email}
        busy={save.isPending}
        locked={save.isSuccess}
        serverErrors={problem?.fields}
        outcome={outcome}
        onSubmit={(body) => save.mutate({ creatorId, exists: existing !== null, body })}
      />
    </Stack>
  );
}

function PaymentInfoPage({ creatorId, email }: { creatorId: string; email: string }) {
  const infoQuery = useOwnPaymentInfo(creatorId);
  if (infoQuery.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading payment information">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  }
  // docs/product.md#api: a load failure on the creator side counts as none submitted (a POST replaces anything saved).
  return (
    <PaymentInfoContent
      creatorId={creatorId}
      email={email}
      loaded={infoQuery.isError ? null : infoQuery.data}
      loadFailed={infoQuery.isError}
    />
  );
}

/** /creator/payment-info (docs/product.md#screens): the creator's payment and tax form with its review status. */
export function PaymentInfoRoute() {
  const { data: user, isPending } = useQuery(currentUserQueryOptions());
  if (isPending) return null;
  // The creator guard lets only creators with a creator id in; anyone else goes home.
  if (!user?.creatorId) return <Navigate to={CREATOR_HOME} replace />;
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <BackLink to={CREATOR_HOME}>Back to Dashboard</BackLink>
        <Title order={1}>Payment information</Title>
        <Text c="dimmed">
          How we pay you: your bank account for direct deposit (ACH) and your tax details (W-9). Our team reviews them
          before your first payment.
        </Text>
      </Stack>
      <PaymentInfoPage creatorId={user.creatorId} email={user.email} />
    </Stack>
  );
}
