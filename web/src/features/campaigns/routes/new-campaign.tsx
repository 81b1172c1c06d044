import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { useDiscardGuard } from '@/components/form-guard';
import { PageLoader } from '@/components/page-loader';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { CampaignForm } from '../components/campaign-form';

const LIST = '/admin/campaigns';

/** /admin/campaigns/new: the 'Create New Campaign' form; on success back to /admin/campaigns. */
export function NewCampaignRoute() {
  const navigate = useNavigate();
  const user = useQuery(currentUserQueryOptions());
  // Cancel and the back link ask before throwing away what was typed.
  const { reportDirty, markSaved, requestClose, guardLink } = useDiscardGuard();
  const leave = () => void navigate(LIST);

  let content;
  if (user.isPending) content = <PageLoader label="Loading" />;
  else if (user.data?.group !== 'admin') {
    content = <StatusAlert tone="info">Campaigns are created by the agency team.</StatusAlert>;
  } else {
    content = (
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <CampaignForm
          campaign={null}
          onSaved={() => {
            markSaved();
            leave();
          }}
          onCancel={() => requestClose(leave)}
          onDirtyChange={reportDirty}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to={LIST} onClick={(event) => guardLink(event, leave)}>
        Back to Campaigns
      </BackLink>
      <Stack gap={4}>
        <Title order={1}>Create New Campaign</Title>
        <Text c="dimmed">Plan the campaign, pick its products and creators, and write the brief.</Text>
      </Stack>
      {content}
    </Stack>
  );
}
