import { Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { AccountSection } from './section';

/**
 * Sign out of all devices: /logout ends the session here and everywhere (the API refuses every token issued before
 * now at once where it was asked and within a minute on every other instance; Cognito revokes the refresh tokens).
 */
export function SessionsSection({ logoutPath }: { logoutPath: string }) {
  const navigate = useNavigate();
  return (
    <AccountSection
      title="Sessions"
      description="Signed in on a device you no longer use, or shared a computer? End every session of your account."
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dark.6" style={{ flex: '1 1 16rem' }}>
          You will be signed out here too, and every device must sign in again within a minute.
        </Text>
        <LoadingButton color="red" variant="light" onClick={() => void navigate(logoutPath)}>
          Sign out of all devices
        </LoadingButton>
      </Group>
    </AccountSection>
  );
}
