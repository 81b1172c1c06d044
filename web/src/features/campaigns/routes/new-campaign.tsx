import { Title } from '@mantine/core';

// Placeholder wired into the router; replaced by the real screen.
export function NewCampaignRoute() {
  return <Title order={1}>Create New Campaign</Title>;
}
