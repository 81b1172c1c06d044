import '@mantine/core/styles/Stack.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@reelbridge/shared/format';
import { IconBuildingStore, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPageHeader } from '@/components/list-page';
import { StatusAlert } from '@/components/status-alert';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useBrand, useBrandProfile } from '../api/profile';
import { BrandFormModal } from '../components/brand-form-modal';
import { BrandProfileView } from '../components/brand-profile';
import { ProfileLoadError, ProfileLoading } from '../components/profile-states';
import { useDeferredQuery } from '@/lib/deferred-query';
import { lazyModal } from '@/components/lazy-modal';

/** The edit form (zod, the form library, the colour picker, the uploader) loads when it is first opened. */
const BrandProfileFormModal = lazyModal(
  async () => (await import('../components/brand-profile-form')).BrandProfileFormModal,
);

/**
 * /admin/brand-profile: a brand user's own brand profile (what the onboarding wizard stored). Every member reads it;
 * the brand's owner gets 'Edit' (docs/brand-profile.md). Agency staff open a brand's page from Brands instead.
 */
export function BrandProfileRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const brandId = user?.group === 'brand' ? user.companyId : undefined;
  const profile = useDeferredQuery(useBrandProfile(brandId));
  // The brand's own record (name, e-mail, phone, website, industry): its team edits it as before (PUT /brands/{id}).
  const record = useBrand(brandId);
  const [editing, setEditing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);

  if (user && !brandId) {
    return (
      <Stack gap="lg">
        <ListPageHeader title="Brand profile" description="A brand's profile as its team sees it." />
        <StatusAlert tone="info">Open a brand from Brands to see its profile.</StatusAlert>
      </Stack>
    );
  }

  let content;
  if (profile.isPending) content = <ProfileLoading label="Loading the brand profile" />;
  else if (profile.isError) content = <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else content = <BrandProfileView profile={profile.data} />;

  const data = profile.data;
  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Brand profile"
        description={
          data?.updatedAt
            ? `What ${data.brand.name} tells creators and the agency about itself. Last changed ${formatDateTime(data.updatedAt)}.`
            : 'What your brand tells creators and the agency about itself.'
        }
        action={
          <Group gap="xs">
            {record.data && (
              <Button
                variant="default"
                leftSection={<IconBuildingStore size={16} aria-hidden />}
                onClick={() => setEditingDetails(true)}
              >
                Edit brand details
              </Button>
            )}
            {data?.canEdit && (
              <Button
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
                onPointerEnter={BrandProfileFormModal.preload}
                onFocus={BrandProfileFormModal.preload}
              >
                Edit
              </Button>
            )}
          </Group>
        }
      />
      {data && !data.submittedAt && data.version === 0 && (
        <StatusAlert tone="info">
          The onboarding wizard has not been submitted yet, so the profile is empty.
        </StatusAlert>
      )}
      {data && !data.canEdit && (
        <Text size="sm" c="dimmed">
          Only the brand&apos;s owner can change the profile.
        </Text>
      )}
      {content}
      {data?.canEdit && <BrandProfileFormModal opened={editing} profile={data} onClose={() => setEditing(false)} />}
      {record.data && (
        <BrandFormModal
          opened={editingDetails}
          brand={record.data}
          onClose={() => {
            setEditingDetails(false);
            void record.refetch();
            void profile.refetch();
          }}
        />
      )}
    </Stack>
  );
}
