import '@mantine/core/styles/Text.css';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { homePathFor, LOGIN_PATH } from '@/lib/auth';
import { currentUserQueryOptions } from '@/lib/auth-query';

/**
 * /onboarding-success: where the brand onboarding wizard ends. The brand's user is signed in by then (the wizard
 * made the account), so the way on is their home (/admin); anyone else is pointed to sign-in.
 */
export function OnboardingSuccessRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const home = homePathFor(user);
  return (
    <PublicCard title="Thank you!">
      <Text>
        Your brand onboarding is complete. Our team will review your details and get your first campaigns ready.
      </Text>
      {home ? (
        <Button component={Link} to={home} size="md" fullWidth>
          Go to your dashboard
        </Button>
      ) : (
        <Button component={Link} to={LOGIN_PATH} size="md" fullWidth>
          Go to sign in
        </Button>
      )}
    </PublicCard>
  );
}
