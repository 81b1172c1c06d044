import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, CopyButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Creator } from '@reelbridge/shared/api/types';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { LoadingButton } from '@/components/loading-button';
import { isApiError } from '@/lib/api-client';
import { useInviteCreator } from '../api/creators';

/**
 * The creator id the creator signs up with (issue 18): shown, copied with one click, and e-mailed to the creator with
 * the sign-up link while they have no account yet.
 */
export function CreatorIdActions({ creator }: { creator: Pick<Creator, 'id' | 'email' | 'hasAccount'> }) {
  const invite = useInviteCreator();
  const send = () =>
    invite.mutate(creator.id, {
      onSuccess: ({ sentTo }) =>
        notifications.show({ color: 'green', title: 'Invitation sent', message: `To ${sentTo}, with the creator ID` }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Invitation not sent',
          message: isApiError(error) && error.status > 0 ? error.message : 'Please try again.',
        }),
    });
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Creator ID{' '}
        <Text span ff="monospace" c="dark" fw={600}>
          {creator.id}
        </Text>
      </Text>
      <CopyButton value={creator.id}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy ID'}
          </Button>
        )}
      </CopyButton>
      {!creator.hasAccount && (
        <LoadingButton
          size="compact-sm"
          variant="light"
          leftSection={<IconMail size={14} aria-hidden />}
          loading={invite.isPending}
          loadingText="Sending..."
          onClick={send}
        >
          E-mail invitation
        </LoadingButton>
      )}
    </Group>
  );
}
