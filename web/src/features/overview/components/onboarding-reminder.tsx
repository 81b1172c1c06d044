import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useOwnBrand } from '../api/get-own-brand';

/**
 * A brand user whose onboarding wizard is not submitted yet is led back to it from the dashboard (otherwise a
 * brand that stopped half-way would find no way back after signing in again).
 */
export function OnboardingReminder({ companyId }: { companyId: string }) {
  const brand = useOwnBrand(companyId);
  if (!brand.data || brand.data.onboardingState === 'completed') return null;
  const started = brand.data.onboardingState === 'in_progress';
  return (
    <Alert
      variant="light"
      color="indigo"
      icon={<IconClipboardList size={18} aria-hidden />}
      title={started ? 'Finish your brand onboarding' : 'Complete your brand onboarding'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {started
            ? 'Your answers so far are saved. Six short steps tell our team about your brand, products and creators.'
            : 'Six short steps tell our team about your brand, products and creators.'}
        </Text>
        <Button component={Link} to={`/brandonboarding?${new URLSearchParams({ companyId }).toString()}`} size="xs">
          {started ? 'Continue onboarding' : 'Start onboarding'}
        </Button>
      </Stack>
    </Alert>
  );
}
