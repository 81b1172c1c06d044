import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CreatorPaymentStatus } from '@reelbridge/shared/api/types';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActivityTimeline } from '@/components/activity-timeline';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useOwnCreator, useOwnPaymentInfo } from '@/features/creator-portal/api/creator-self';
import { useOwnActivity } from '@/features/creator-portal/api/activity';
import { useCreatorCampaigns } from '@/features/campaigns/creator/api/creator-campaigns';
import { useCreatorProjects } from '@/features/ugc-projects/creator/api/creator-projects';
import { CampaignCards } from '@/features/campaigns/creator/components/campaign-cards';
import { LoadMore } from '@/features/creator-portal/components/load-more';
import { PaymentSetupBanner } from '@/features/creator-portal/components/payment-setup-banner';
import { UgcProjectCards } from '@/features/ugc-projects/creator/components/ugc-project-cards';

/** A dashboard section of cards; without cards it says that nothing is there yet. */
function DashboardSection({ title, empty, children }: { title: string; empty: string; children?: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children ?? (
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Text c="dimmed">{empty}</Text>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * /creator/dashboard (docs/product.md#screens): a greeting, the payment-setup warning until the payment info is
 * approved, the creator's campaigns and UGC projects, their history, and sign out.
 */
export function CreatorDashboardRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const creatorId = user?.creatorId ?? '';
  const creatorQuery = useOwnCreator(creatorId);
  const creator = creatorQuery.data;
  const paymentStatus: CreatorPaymentStatus | undefined = creator?.paymentStatus;
  // The payment info itself only for the rejection reason, or for the status when the record could not be read.
  const paymentQuery = useOwnPaymentInfo(creatorId, paymentStatus === 'rejected' || creatorQuery.isError);
  // The cards render in the background as their data arrives (docs/performance.md, data renders in the background).
  const campaigns = useDeferredQuery(useCreatorCampaigns(creatorId));
  const projects = useDeferredQuery(useCreatorProjects(creatorId));
  const history = useOwnActivity(creatorId);
  const campaignCards = campaigns.data?.pages.flatMap((page) => page.items) ?? [];
  const projectCards = projects.data?.pages.flatMap((page) => page.items) ?? [];

  // docs/product.md#api: a failed creator fetch falls back to the name and e-mail of the identity profile.
  const name = creator ? `${creator.firstName} ${creator.lastName}`.trim() : user?.name || user?.email || 'creator';
  const email = creator?.email ?? user?.email;

  let status: CreatorPaymentStatus | undefined = paymentStatus;
  if (creatorQuery.isError) {
    // …and a payment info load failure counts as none submitted.
    if (paymentQuery.isSuccess) status = paymentQuery.data?.status ?? 'not_submitted';
    else if (paymentQuery.isError) status = 'not_submitted';
  }
  // The sections below the greeting mount in a deferred render, not in the blocking update of the query that made
  // the status known.
  const shownStatus = useDeferredValue(status);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            Welcome, {name}!
          </Title>
          {email && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Signed in as {email}
            </Text>
          )}
        </Stack>
        <Button component={Link} to="/logout" variant="default" leftSection={<IconLogout size={18} aria-hidden />}>
          Sign out
        </Button>
      </Group>

      {/* What is below the greeting shows once the payment status is known: the banner's height depends on it (none
          when approved), and a placeholder of another height moved the sections under it when it arrived after them
          (CLS 0.05-0.06 on a phone, docs/ux-rules.md, layout shift). */}
      {shownStatus === undefined ? (
        <Skeleton height={360} radius="lg" aria-hidden />
      ) : (
        <>
          <PaymentSetupBanner status={shownStatus} rejectionReason={paymentQuery.data?.rejectionReason} />

          <DashboardSection title="Campaigns" empty="You are not on any campaign yet.">
            {campaigns.isPending ? (
              <Skeleton height={96} radius="lg" aria-hidden />
            ) : campaignCards.length > 0 ? (
              <>
                <CampaignCards campaigns={campaignCards} />
                <LoadMore query={campaigns} what="campaigns" />
              </>
            ) : undefined}
          </DashboardSection>

          <DashboardSection title="UGC projects" empty="Your UGC projects will appear here.">
            {projects.isPending ? (
              <Skeleton height={120} radius="lg" aria-hidden />
            ) : projects.isError && projectCards.length === 0 ? (
              <StatusAlert tone="error" title={MESSAGES.projectsLoadFailed}>
                <Button size="xs" variant="white" color="red" onClick={() => void projects.refetch()}>
                  Try again
                </Button>
              </StatusAlert>
            ) : projectCards.length > 0 ? (
              <>
                <UgcProjectCards projects={projectCards} />
                <LoadMore query={projects} what="UGC projects" />
              </>
            ) : undefined}
          </DashboardSection>

          <ActivityTimeline history={history} title="Your history" what="history" />
        </>
      )}
    </Stack>
  );
}
