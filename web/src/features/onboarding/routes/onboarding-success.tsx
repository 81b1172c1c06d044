import '@mantine/core/styles/Text.css';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';

/** /onboarding-success: where the brand onboarding wizard ends. */
export function OnboardingSuccessRoute() {
  return (
    <PublicCard title="Thank you!">
      <Text>
        Your brand onboarding is complete. Our team will review your details and get your first campaigns ready.
      </Text>
      <Button component={Link} to="/login" size="md" fullWidth>
        Go to sign in
      </Button>
    </PublicCard>
  );
}
