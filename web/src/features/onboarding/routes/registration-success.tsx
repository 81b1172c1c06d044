import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { brandOnboardingPath, COMPANY_ID_PARAM, registeredCompanyName } from '../paths';

/** /registration-success: the company is registered; what happens next, and the way into the onboarding wizard. */
export function RegistrationSuccessRoute() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const companyId = searchParams.get(COMPANY_ID_PARAM)?.trim() ?? '';

  if (!companyId) {
    return (
      <PublicCard title="Company registration">
        <StatusAlert tone="error">{MESSAGES.noCompanyId}</StatusAlert>
        <Button component={Link} to="/company/signup" size="md">
          Register your company
        </Button>
      </PublicCard>
    );
  }

  const name = registeredCompanyName(state, companyId);
  return (
    <PublicCard title="Your company is registered">
      <Stack gap="md">
        <StatusAlert tone="success">
          {name ? (
            <>
              <Text span fw={600} inherit>
                {name}
              </Text>{' '}
              is now registered with Reelbridge.
            </>
          ) : (
            'Your company is now registered with Reelbridge.'
          )}
        </StatusAlert>
        <Title order={2} size="h4">
          What happens next
        </Title>
        <List type="ordered" spacing="sm" size="sm">
          <List.Item>
            Complete the brand onboarding: six short steps about your brand, products, visual assets, voice, strategy
            and creator setup.
          </List.Item>
          <List.Item>
            Your team then joins at{' '}
            <Anchor component={Link} to="/employee/signup" inherit fw={600}>
              employee sign-up
            </Anchor>{' '}
            by searching for {name ?? 'your company'} and selecting it.
          </List.Item>
        </List>
        <Button component={Link} to={brandOnboardingPath(companyId)} state={state} size="md" fullWidth>
          Start brand onboarding
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Back to login
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
