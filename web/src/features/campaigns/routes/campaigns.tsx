import { Title } from '@mantine/core';

// Placeholder wired into the router; replaced by the real screen.
export function CampaignsRoute() {
  return <Title order={1}>Campaigns</Title>;
}
