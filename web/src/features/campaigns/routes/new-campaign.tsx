import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { CampaignForm } from '../components/campaign-form';

const LIST = '/admin/campaigns';

/** /admin/campaigns/new: the 'Create New Campaign' form; on success back to /admin/campaigns. */
export function NewCampaignRoute() {
  const navigate = useNavigate();
  const user = useQuery(currentUserQueryOptions());

  let content;
  if (user.isPending) content = <PageLoader label="Loading" />;
  else if (user.data?.group !== 'admin') {
    content = <StatusAlert tone="info">Campaigns are created by the agency team.</StatusAlert>;
  } else {
    content = (
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <CampaignForm campaign={null} onSaved={() => void navigate(LIST)} onCancel={() => void navigate(LIST)} />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Button
          component={Link}
          to={LIST}
          variant="subtle"
          size="compact-sm"
          ml={-8}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Campaigns
        </Button>
      </div>
      <Stack gap={4}>
        <Title order={1}>Create New Campaign</Title>
        <Text c="dimmed">Plan the campaign, pick its products and creators, and write the brief.</Text>
      </Stack>
      {content}
    </Stack>
  );
}
