import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useAccount } from '../api/account';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { AccountSection } from '../components/section';
import { SessionsSection } from '../components/sessions-section';

export interface AccountSettingsProps {
  /** The e-mail notification preferences (the notifications feature's form, composed by the app). */
  preferences?: ReactNode;
  logoutPath: string;
}

/** The id of the notification preferences' section: the bell's "E-mail settings" leads here. */
export const NOTIFICATIONS_SECTION_ID = 'notifications';

/** Account settings for every signed-in user (docs/accounts.md): details, e-mail, password, notifications, sessions. */
export function AccountSettings({ preferences, logoutPath }: AccountSettingsProps) {
  const account = useAccount();
  const user = useQuery(currentUserQueryOptions());
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Account settings
        </Title>
        <Text c="dark.6">Your details, how you sign in, and what we e-mail you.</Text>
      </Stack>
      {account.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your account" />
      ) : account.isError ? (
        <StatusAlert tone="error">{MESSAGES.profileLoadFailed}</StatusAlert>
      ) : (
        <>
          <ProfileSection account={account.data} withIndustry={user.data?.group === 'brand'} />
          <EmailSection account={account.data} />
        </>
      )}
      <PasswordSection />
      {preferences && (
        <AccountSection id={NOTIFICATIONS_SECTION_ID} title="E-mail notifications">
          {preferences}
        </AccountSection>
      )}
      <SessionsSection logoutPath={logoutPath} />
    </Stack>
  );
}
