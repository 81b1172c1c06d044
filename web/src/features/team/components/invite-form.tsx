import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { InvitationCreated } from '@reelbridge/shared/api/types';
import { invitationCreateSchema } from '@reelbridge/shared/schemas/team';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { StatusAlert } from '@/components/status-alert';
import { ApiError } from '@/lib/api-client';
import { useInvite } from '../api/team';

/** Invite by e-mail: the invitee gets a link that signs them up straight into the brand. */
export function InviteForm({ brandId }: { brandId: string }) {
  const invite = useInvite(brandId);
  const [sent, setSent] = useState<InvitationCreated | null>(null);
  const form = useForm<{ email: string }>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(invitationCreateSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => {
    setSent(null);
    invite.mutate(email.trim().toLowerCase(), {
      onSuccess: (created) => {
        setSent(created);
        form.reset();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields?.email : undefined;
        if (field) form.setFieldError('email', field);
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Invite a colleague
        </Title>
        <Text size="sm" c="dimmed">
          They get an e-mail with a link that signs them up straight into this brand. The link works once, for 7 days.
        </Text>
        <form onSubmit={submit} noValidate aria-label="Invite a colleague">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
              {...form.getInputProps('email')}
              disabled={invite.isPending}
            />
            <LoadingButton type="submit" mt={{ base: 0, xs: 25 }} loading={invite.isPending} loadingText="Sending...">
              Send invitation
            </LoadingButton>
          </Group>
        </form>
        {invite.isError && !(invite.error instanceof ApiError && invite.error.fields?.email) && (
          <StatusAlert tone="error">
            {invite.error instanceof ApiError ? invite.error.message : 'Failed to send the invitation'}
          </StatusAlert>
        )}
        {sent && (
          <StatusAlert tone={sent.emailSent ? 'success' : 'warning'}>
            <Stack gap={6}>
              <Text size="sm">
                {sent.emailSent
                  ? `Invitation sent to ${sent.invitation.email}.`
                  : `The invitation to ${sent.invitation.email} is saved, but the e-mail could not be sent. Share the link yourself.`}
              </Text>
              <CopyButton value={sent.link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? 'Link copied' : 'Copy invitation link'}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </StatusAlert>
        )}
      </Stack>
    </Paper>
  );
}
