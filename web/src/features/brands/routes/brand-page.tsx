import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { INDUSTRY_LABELS } from '@reelbridge/shared/constants';
import { formatDateTime } from '@reelbridge/shared/format';
import { PRODUCT_STATUS_LABELS } from '@reelbridge/shared/schemas/product';
import type { BrandProfile } from '@reelbridge/shared/schemas/brand-profile';
import { IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ActivityTimeline } from '@/components/activity-timeline';
import { BackLink } from '@/components/back-link';
import { NotFoundPage } from '@/components/not-found-page';
import { ApiError } from '@/lib/api-client';
import { useBrandActivity } from '../api/activity';
import { useBrandProducts, useBrandProfile } from '../api/profile';
import { BrandProfileView } from '../components/brand-profile';
import { BrandProfileFormModal } from '../components/brand-profile-form';
import { OnboardingBadge, websiteHref } from '../components/brands-table';
import { ProfileLoadError, ProfileLoading } from '../components/profile-states';

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
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              Edit profile
            </Button>
          )}
        </Group>
      </Group>
      <Stack component="dl" gap={2} m={0} aria-label="Contact">
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
  const products = useBrandProducts(brandId);
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
            <Badge variant="light" color={product.status === 'active' ? 'green' : 'gray'} radius="sm">
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

/** Campaigns and UGC projects have no brand filter in the API: the lists, searchable by name, are one click away. */
function WorkLinks() {
  return (
    <Panel title="Campaigns and UGC projects">
      <Text size="sm" c="dimmed">
        The brand&apos;s campaigns and UGC projects are in their lists.
      </Text>
      <Group gap="sm">
        <Button variant="light" component={Link} to="/admin/campaigns">
          Campaigns
        </Button>
        <Button variant="light" component={Link} to="/admin/ugc-projects">
          UGC projects
        </Button>
      </Group>
    </Panel>
  );
}

function BrandActivity({ brandId }: { brandId: string }) {
  const history = useBrandActivity(brandId);
  return <ActivityTimeline history={history} title="Activity" what="brand activity" />;
}

/**
 * /admin/brands/:brandId: the agency's page of one brand: its header (name, contact, onboarding), its profile, its
 * products, the way to its campaigns and projects, its team and its activity. Admins may edit the profile.
 */
export function BrandPageRoute() {
  const { brandId = '' } = useParams();
  const profile = useBrandProfile(brandId);
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
        <Products brandId={brandId} />
        <WorkLinks />
        <BrandActivity brandId={brandId} />
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
