import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { completionWarnings } from '@reelbridge/shared/rules/campaign';
import { notifications } from '@mantine/notifications';
import { CAMPAIGN_TRANSITIONS } from '@reelbridge/shared/schemas/campaign';
import { IconCircleCheck, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { isApiError, NETWORK_ERROR_CODE, logUnexpectedFailure } from '@/lib/api-client';
import { useSetCampaignStatus, type CampaignStatus } from '../api/campaigns';
import type { Campaign } from '@reelbridge/shared/api/types';
import { CAMPAIGN_STATUS_LABELS, CampaignStatusBadge } from './campaign-status';

interface Action {
  label: string;
  color: string;
  icon: ReactNode;
  /** A final status asks once more: it cannot be undone. */
  confirm?: (name: string) => string;
}

const ACTIONS: Partial<Record<CampaignStatus, Action>> = {
  active: { label: 'Activate Campaign', color: 'green', icon: <IconPlayerPlay size={16} aria-hidden /> },
  completed: {
    label: 'Mark as Completed',
    color: 'blue',
    icon: <IconCircleCheck size={16} aria-hidden />,
    confirm: (name) => `Mark ${name} as completed? A completed campaign cannot change status again.`,
  },
  cancelled: {
    label: 'Cancel Campaign',
    color: 'red',
    icon: <IconX size={16} aria-hidden />,
    confirm: (name) => `Cancel ${name}? A cancelled campaign cannot be reopened.`,
  },
};

function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_')) {
    return error.message;
  }
  return 'The status could not be changed. Please try again.';
}

export interface CampaignStatusBarProps {
  campaign: Campaign;
  /** Admins get the status changes; others see the status only. */
  canManage: boolean;
  /** Shown at the row's end (the 'Edit Campaign' button). */
  aside?: ReactNode;
}

/**
 * The campaign's status badge and the changes an admin may make from it, and only those: draft → active →
 * completed, or cancelled from draft or active (the server answers 409 for any other). A final status is
 * confirmed once more below the row.
 */
export function CampaignStatusBar({ campaign, canManage, aside }: CampaignStatusBarProps) {
  const setStatus = useSetCampaignStatus(campaign.id);
  const [confirming, setConfirming] = useState<CampaignStatus | null>(null);
  const next = canManage ? (CAMPAIGN_TRANSITIONS[campaign.status] ?? []) : [];

  const change = (status: CampaignStatus) =>
    setStatus.mutate(status, {
      onSuccess: (saved) => {
        setConfirming(null);
        notifications.show({
          color: 'green',
          title: 'Status changed',
          message: `${saved.name} is now ${CAMPAIGN_STATUS_LABELS[saved.status].toLowerCase()}.`,
        });
      },
      onError: (error) => {
        logUnexpectedFailure('Campaign status change failed', error);
        setConfirming(null);
        notifications.show({ color: 'red', title: 'Status not changed', message: failureMessage(error) });
      },
    });

  const pending = setStatus.isPending ? setStatus.variables : undefined;
  const asking = confirming && next.includes(confirming) ? ACTIONS[confirming] : undefined;
  // Completing says what it would leave undone: creators still pending, briefs never sent.
  const warnings = confirming === 'completed' ? completionWarnings(campaign.creators ?? []) : [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <CampaignStatusBadge status={campaign.status} size="lg" />
          {next.length > 0 && (
            <Group gap="xs" role="group" aria-label="Change status">
              {next.map((status) => {
                const action = ACTIONS[status]!;
                return (
                  <LoadingButton
                    key={status}
                    size="xs"
                    variant="light"
                    color={action.color}
                    leftSection={action.icon}
                    loading={pending === status && !asking}
                    loadingText="Saving..."
                    disabled={setStatus.isPending || Boolean(asking)}
                    onClick={() => (action.confirm ? setConfirming(status) : change(status))}
                  >
                    {action.label}
                  </LoadingButton>
                );
              })}
            </Group>
          )}
        </Group>
        {aside}
      </Group>
      {confirming && asking?.confirm && (
        <Alert color={asking.color} variant="light" role="alertdialog" aria-label={asking.label} p="sm">
          <Text size="sm">{asking.confirm(campaign.name)}</Text>
          {confirming === 'completed' && warnings.length > 0 && (
            <List size="sm" mt="xs" aria-label="Left undone">
              {warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          )}
          <Group gap="xs" mt="sm">
            <LoadingButton
              size="xs"
              color={asking.color}
              loading={pending === confirming}
              loadingText="Saving..."
              onClick={() => change(confirming)}
            >
              {asking.label}
            </LoadingButton>
            <Button size="xs" variant="default" onClick={() => setConfirming(null)} disabled={setStatus.isPending}>
              Go back
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
