import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { INDUSTRY_LABELS, PRODUCT_STATUS_LABELS } from '@reelbridge/shared/constants';
import { formatDate, formatDateTime } from '@reelbridge/shared/format';
import type { BrandProfile } from '@reelbridge/shared/schemas/brand-profile';
import { IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { usePrefetchQuery, useQueries } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ActivityTimeline } from '@/components/activity-timeline';
import { BackLink } from '@/components/back-link';
import { NotFoundPage } from '@/components/not-found-page';
import { ApiError } from '@/lib/api-client';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useBrandActivity } from '../api/activity';
import {
  brandCampaignsQueryOptions,
  brandProductsQueryOptions,
  brandProjectsQueryOptions,
  useBrandCampaigns,
  useBrandProducts,
  useBrandProfile,
  useBrandProjects,
} from '../api/profile';
import { BrandProfileView } from '../components/brand-profile';
import { OnboardingBadge, websiteHref } from '../components/brands-table';
import { ProfileLoadError, ProfileLoading } from '../components/profile-states';
import { lazyModal } from '@/components/lazy-modal';

/** The edit form (zod, the form library, the colour picker, the uploader) loads when it is first opened. */
const BrandProfileFormModal = lazyModal(
  async () => (await import('../components/brand-profile-form')).BrandProfileFormModal,
);

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** When the wizard was submitted and the profile last changed (an edit may fill in a profile the wizard never did). */
function profileDates({ submittedAt, updatedAt }: BrandProfile): string {
  const changed = updatedAt && updatedAt !== submittedAt ? `profile last changed ${formatDateTime(updatedAt)}` : '';
  if (submittedAt) return `Onboarding submitted ${formatDateTime(submittedAt)}${changed ? `; ${changed}` : ''}`;
  return `Onboarding not submitted yet${changed ? `; ${changed}` : ''}`;
}

function Header({ profile, onEdit }: { profile: BrandProfile; onEdit: () => void }) {
  const { brand } = profile;
  const website = websiteHref(brand.website);
  const industry = brand.industry ? (INDUSTRY_LABELS[brand.industry] ?? brand.industry) : undefined;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {brand.name}
          </Title>
          <Group gap="xs">
            <OnboardingBadge state={brand.onboardingState} />
            {industry && (
              <Text size="sm" c="dimmed">
                {industry}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={`/admin/brands/${encodeURIComponent(brand.id)}/team`}
            leftSection={<IconUsersGroup size={16} aria-hidden />}
          >
            Team
          </Button>
          {profile.canEdit && (
            <Button
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
              onPointerEnter={BrandProfileFormModal.preload}
              onFocus={BrandProfileFormModal.preload}
            >
              Edit profile
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap={2} m={0}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            E-mail:{' '}
          </Text>
          <Anchor href={`mailto:${brand.email}`} size="sm">
            {brand.email}
          </Anchor>
          {profile.contactEmail && profile.contactEmail !== brand.email && (
            <>
              {' · '}
              <Text span fw={600}>
                Contact:{' '}
              </Text>
              <Anchor href={`mailto:${profile.contactEmail}`} size="sm">
                {profile.contactEmail}
              </Anchor>
            </>
          )}
        </Text>
        {brand.phone && (
          <Text size="sm">
            <Text span fw={600}>
              Phone:{' '}
            </Text>
            {brand.phone}
          </Text>
        )}
        {website && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Website:{' '}
            </Text>
            <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
              {brand.website}
            </Anchor>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {profileDates(profile)}
        </Text>
      </Stack>
    </Stack>
  );
}

function Products({ brandId }: { brandId: string }) {
  const products = useDeferredQuery(useBrandProducts(brandId));
  let body;
  if (products.isPending) body = <Text size="sm">Loading products…</Text>;
  else if (products.isError) body = <Text size="sm">The products could not be loaded.</Text>;
  else if (products.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No products yet.
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {products.data.items.map((product) => (
          <Group component="li" key={product.id} gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Text>
            <Badge variant="light" color={product.status === 'active' ? 'green' : 'gray'} radius="sm" tt="none">
              {PRODUCT_STATUS_LABELS[product.status] ?? product.status}
            </Badge>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Panel
      title="Products"
      action={
        <Anchor component={Link} to="/admin/products" size="sm">
          All products
        </Anchor>
      }
    >
      {body}
      {products.data?.nextCursor && (
        <Text size="sm" c="dimmed">
          The first {products.data.items.length} by name; the Products page lists them all.
        </Text>
      )}
    </Panel>
  );
}

interface WorkRow {
  id: string;
  name: string;
  status: string;
  href: string;
  detail: string;
}

/** A short list of the brand's newest records of one kind, each a link, and the way to the whole list. */
function WorkList({
  title,
  query,
  rows,
  empty,
  allHref,
  allLabel,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; data?: { nextCursor?: string } };
  rows: WorkRow[];
  empty: string;
  allHref: string;
  allLabel: string;
}) {
  let body;
  if (query.isPending) body = <Text size="sm">Loading {title.toLowerCase()}…</Text>;
  else if (query.isError) body = <Text size="sm">The {title.toLowerCase()} could not be loaded.</Text>;
  else if (rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Group component="li" key={row.id} gap="xs" wrap="nowrap" justify="space-between">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={row.href} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.detail}
              </Text>
            </Stack>
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {row.status}
            </Badge>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Panel
      title={title}
      action={
        <Anchor component={Link} to={allHref} size="sm">
          {allLabel}
        </Anchor>
      }
    >
      {body}
      {query.data?.nextCursor && (
        <Text size="sm" c="dimmed">
          Showing the newest {rows.length}.
        </Text>
      )}
    </Panel>
  );
}

const statusWords = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
const creatorsWord = (count: number) => `${count} ${count === 1 ? 'creator' : 'creators'}`;

function BrandWork({ brandId }: { brandId: string }) {
  const projects = useDeferredQuery(useBrandProjects(brandId));
  const campaigns = useDeferredQuery(useBrandCampaigns(brandId));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <WorkList
        title="UGC projects"
        query={projects}
        empty="No UGC projects yet."
        allHref="/admin/ugc-projects"
        allLabel="All UGC projects"
        rows={(projects.data?.items ?? []).map((project) => ({
          id: project.id,
          name: project.name,
          status: statusWords(project.status),
          href: `/admin/ugc-projects/${encodeURIComponent(project.id)}`,
          detail: `${creatorsWord(project.creatorCount)} · created ${formatDate(project.createdAt)}${
            project.dueDate ? ` · due ${formatDate(project.dueDate)}` : ''
          }`,
        }))}
      />
      <WorkList
        title="Campaigns"
        query={campaigns}
        empty="No campaigns yet."
        allHref="/admin/campaigns"
        allLabel="All campaigns"
        rows={(campaigns.data?.items ?? []).map((campaign) => ({
          id: campaign.id,
          name: campaign.name,
          status: statusWords(campaign.status),
          href: `/admin/campaigns?campaign=${encodeURIComponent(campaign.id)}`,
          detail: `${creatorsWord(campaign.creatorCount)}${
            campaign.startDate ? ` · starts ${formatDate(campaign.startDate)}` : ''
          }`,
        }))}
      />
    </SimpleGrid>
  );
}

function BrandActivity({ brandId }: { brandId: string }) {
  const history = useBrandActivity(brandId);
  return <ActivityTimeline history={history} title="Activity" what="brand activity" />;
}

/**
 * The brand's products, campaigns, UGC projects and activity, below its profile: shown together once the three lists
 * have answered, so that a list arriving late does not push down the ones below it on screen (the campaigns moved
 * 60 px on a phone when the projects above them arrived; docs/ux-rules.md, layout shift). The lists mount in a
 * deferred render: the query's update that settles them is a blocking one, and mounting the three lists with their
 * data inside it was one task of 26-67 ms here, 240-610 ms of a phone's (docs/performance.md, data renders in the
 * background).
 */
function BrandRecords({ brandId }: { brandId: string }) {
  const answered = useQueries({
    queries: [
      brandProductsQueryOptions(brandId),
      brandProjectsQueryOptions(brandId),
      brandCampaignsQueryOptions(brandId),
    ],
    combine: (results) => results.every((result) => !result.isPending),
  });
  const settled = useDeferredValue(answered);
  if (!settled) return <Text size="sm">Loading the brand's products, campaigns and projects…</Text>;
  return (
    <>
      <Products brandId={brandId} />
      <BrandWork brandId={brandId} />
      <BrandActivity brandId={brandId} />
    </>
  );
}

/**
 * /admin/brands/:brandId: the agency's page of one brand: its header (name, contact, onboarding), its profile, its
 * products, its newest campaigns and UGC projects, its team and its activity. Admins may edit the profile.
 */
export function BrandPageRoute() {
  const { brandId = '' } = useParams();
  const profile = useDeferredQuery(useBrandProfile(brandId));
  // The lists below the profile are asked for with it rather than once it has arrived; only BrandRecords subscribes.
  usePrefetchQuery(brandProductsQueryOptions(brandId));
  usePrefetchQuery(brandProjectsQueryOptions(brandId));
  usePrefetchQuery(brandCampaignsQueryOptions(brandId));
  const [editing, setEditing] = useState(false);

  if (profile.isError && profile.error instanceof ApiError && profile.error.status === 404) {
    return <NotFoundPage home="/admin/brands" homeLabel="Back to Brands" />;
  }
  let body;
  if (profile.isPending) body = <ProfileLoading label="Loading the brand" />;
  else if (profile.isError) body = <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else {
    body = (
      <>
        <Header profile={profile.data} onEdit={() => setEditing(true)} />
        <Title order={2} size="h3">
          Brand profile
        </Title>
        <BrandProfileView profile={profile.data} headingOrder={3} />
        <BrandRecords brandId={brandId} />
        {profile.data.canEdit && (
          <BrandProfileFormModal opened={editing} profile={profile.data} onClose={() => setEditing(false)} />
        )}
      </>
    );
  }
  return (
    <Stack gap="lg">
      <BackLink to="/admin/brands">Back to Brands</BackLink>
      {body}
    </Stack>
  );
}
