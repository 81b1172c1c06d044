import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Text } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { COMPANY_ID_PARAM } from '../paths';

export const WIZARD_COMING = 'The onboarding wizard is coming in the next release';

/**
 * /brandonboarding?companyId=…: the six-step wizard comes in a later issue. Until then it checks the company id
 * (spec section 8: 'No company ID provided') and says the wizard is on its way, so that the link from
 * /registration-success lands on a real page.
 */
export function BrandOnboardingRoute() {
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get(COMPANY_ID_PARAM)?.trim();
  return (
    <PublicCard title="Brand onboarding">
      {companyId ? (
        <>
          <StatusAlert tone="info">{WIZARD_COMING}</StatusAlert>
          <Text size="sm" c="dimmed">
            The wizard will take you through six steps: brand information, product details, visual assets, brand voice
            and guidelines, strategy, and creator setup.
          </Text>
        </>
      ) : (
        <>
          <StatusAlert tone="error">{MESSAGES.noCompanyId}</StatusAlert>
          <Button component={Link} to="/company/signup" size="md">
            Register your company
          </Button>
        </>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to login
      </Anchor>
    </PublicCard>
  );
}
