import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  useMantineTheme,
  useModalsStack,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { CAMPAIGN_STATUSES, SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDiscardGuard } from '@/components/form-guard';
import { ListLoadError, ListPageHeader, ListResults, ListSearchInput } from '@/components/list-page';
import { Select } from '@/components/select';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth-query';
import { useCampaign, useCampaigns, type CampaignStatus } from '../api/campaigns';
import { useBrandFilterOptions, useBrandName } from '../api/pickers';
import type { CampaignSummary } from '@reelbridge/shared/api/types';
import { CampaignBriefForm } from '../components/campaign-brief-form';
import { CampaignDetail } from '../components/campaign-detail';
import { CampaignForm } from '../components/campaign-form';
import { CAMPAIGN_STATUS_LABELS } from '../components/campaign-status';
import { CampaignsList, CampaignsTable } from '../components/campaigns-table';

const LOAD_FAILED = 'Failed to load campaigns';

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] }));

/** The status the address asks for (`?status=active`, e.g. from the analytics screen); anything else is all. */
function statusOf(params: URLSearchParams): CampaignStatus | undefined {
  const value = params.get('status');
  return (CAMPAIGN_STATUSES as readonly string[]).includes(value ?? '') ? (value as CampaignStatus) : undefined;
}

/**
 * The brand the address asks for (`?brandId=co_…`, the API's name for it, e.g. from the analytics screen): an admin's
 * filter only; a brand user's list is always their own brand's, and no other brand's id is ever sent for them.
 */
function brandIdOf(params: URLSearchParams, isAdmin: boolean): string | undefined {
  if (!isAdmin) return undefined;
  return params.get('brandId')?.trim() || undefined;
}

function loadMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_')) {
    return error.message || LOAD_FAILED;
  }
  return LOAD_FAILED;
}

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{MESSAGES.loading}</Text>
      </Group>
    </Center>
  );
}

const MODAL_TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/**
 * /admin/campaigns (docs/product.md#screens): the campaigns with search, a status filter kept in the address
 * (`?status=`; the API lists by name or by status, so the search waits while a status is picked), for an admin a
 * brand filter kept there too (`?brandId=`, with the search or the status), their status colours, Add Campaign
 * (/admin/campaigns/new), and per row a detail modal with 'Edit Campaign', the status changes and each
 * creator's 'Campaign Brief'. A brand user sees their brand's campaigns and reads them.
 */
export function CampaignsRoute() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const isAdmin = user?.group === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams);
  const brandId = brandIdOf(searchParams, isAdmin);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = status ? '' : debounced;
  // An address naming a brand waits for the user: an admin's list is that brand's, a brand user's never asks for it.
  const campaignsQuery = useCampaigns(query, status, brandId, !searchParams.has('brandId') || user !== undefined);
  const setParam = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setStatus = (value: string) => {
    if (value) setSearch('');
    setParam('status', value);
  };
  const brandsQuery = useBrandFilterOptions(isAdmin);
  const listedBrandName = brandsQuery.data?.find((brand) => brand.id === brandId)?.name;
  const brandNameQuery = useBrandName(brandId ?? '', brandsQuery.isSuccess && listedBrandName === undefined);
  const brandName = listedBrandName ?? brandNameQuery.data;
  const brandOptions = (brandsQuery.data ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  if (brandId && listedBrandName === undefined) {
    const label = brandName ?? (brandsQuery.isError || brandNameQuery.isError ? 'Unknown brand' : 'Loading...');
    brandOptions.unshift({ value: brandId, label });
  }
  // The empty state names the filtered brand once its name is known.
  const brandCampaigns = brandName ? `${brandName} campaigns` : 'campaigns of this brand';
  // A search answers a campaign once per word it matches at, so a campaign can come again on a later page.
  const campaigns = [
    ...new Map(
      (campaignsQuery.data?.pages.flatMap((page) => page.items) ?? []).map((row) => [row.id, row] as const),
    ).values(),
  ];
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });

  // The ids stay set while a modal closes, so that its content does not change mid-transition.
  const stack = useModalsStack(['campaign', 'edit-campaign', 'campaign-brief']);
  const [selected, setSelected] = useState<(Pick<CampaignSummary, 'id'> & Partial<CampaignSummary>) | null>(null);
  const [briefCreatorId, setBriefCreatorId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Escape, the close button and Cancel ask before throwing away an edit.
  const editGuard = useDiscardGuard();
  const closeEdit = () => {
    if (!saving) editGuard.requestClose(() => stack.close('edit-campaign'));
  };
  const detail = useCampaign(selected?.id ?? null);
  const campaign = detail.data;
  const briefEntry = campaign?.creators.find((entry) => entry.creatorId === briefCreatorId);

  const open = (row: CampaignSummary) => {
    setSelected(row);
    stack.open('campaign');
  };

  // A link names a campaign to open (the overview's 'Briefs not sent'): opened when the link is followed, and the
  // address is the list's again once it is closed.
  const linkedId = searchParams.get('campaign');
  const [followedLink, setFollowedLink] = useState<string | null>(null);
  if (linkedId && linkedId !== followedLink) {
    setFollowedLink(linkedId);
    setSelected({ id: linkedId });
    stack.open('campaign');
  }
  const closeAll = () => {
    stack.closeAll();
    if (!linkedId) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('campaign');
        return next;
      },
      { replace: true },
    );
  };

  let content: ReactNode;
  if (campaignsQuery.isPending) {
    content = <Loading label="Loading campaigns" />;
  } else if (campaignsQuery.isError && campaigns.length === 0) {
    content = <ListLoadError title={loadMessage(campaignsQuery.error)} onRetry={() => void campaignsQuery.refetch()} />;
  } else if (campaigns.length === 0) {
    content = (
      <Stack align="center" gap={4} py="xl" px="md">
        <Text fw={600}>
          {status
            ? `No ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()} campaigns`
            : query
              ? 'No campaigns match your search'
              : brandId
                ? 'No campaigns for this brand yet'
                : 'No campaigns yet'}
        </Text>
        <Text c="dimmed" size="sm" ta="center">
          {status
            ? `There are no ${brandId ? brandCampaigns : 'campaigns'} in the ${CAMPAIGN_STATUS_LABELS[status]} status.`
            : query
              ? brandId
                ? `No ${brandCampaigns} match "${query}".`
                : `Nothing matches "${query}".`
              : brandId
                ? `There are no ${brandCampaigns} yet. To see every brand's, choose All brands.`
                : 'Campaigns you create will appear here.'}
        </Text>
      </Stack>
    );
  } else {
    content = wide ? (
      <CampaignsTable campaigns={campaigns} onOpen={open} />
    ) : (
      <CampaignsList campaigns={campaigns} onOpen={open} />
    );
  }

  let detailBody: ReactNode;
  if (campaign) {
    detailBody = (
      <CampaignDetail
        campaign={campaign}
        canManage={isAdmin}
        onEdit={() => stack.open('edit-campaign')}
        onOpenBrief={(entry) => {
          setBriefCreatorId(entry.creatorId);
          stack.open('campaign-brief');
        }}
      />
    );
  } else if (detail.isError) {
    detailBody = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadMessage(detail.error).replace('campaigns', 'the campaign')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    detailBody = <Loading label="Loading campaign" />;
  }

  const modalProps = {
    fullScreen: phone,
    radius: phone ? 0 : 'lg',
    styles: MODAL_TITLE_STYLES,
  } as const;

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Campaigns"
        description="Paid campaigns with their brands, budgets and creators."
        action={
          isAdmin && (
            <Button component={Link} to="/admin/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Add Campaign
            </Button>
          )
        }
      />

      <Group gap="md" align="flex-start" wrap="wrap">
        <ListSearchInput
          label="Search campaigns"
          placeholder="Search by campaign name"
          value={search}
          onSearch={setSearch}
          disabled={!!status}
          description={status ? 'To search by name, choose All statuses.' : undefined}
          w={{ base: '100%', sm: 360 }}
          maxLength={100}
        />
        <Box w={{ base: '100%', sm: 220 }}>
          <Select
            label="Status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={setStatus}
          />
        </Box>
        {isAdmin && (
          <Box w={{ base: '100%', sm: 240 }}>
            <Select
              label="Brand"
              placeholder="All brands"
              options={brandOptions}
              value={brandId ?? ''}
              onChange={(value) => setParam('brandId', value)}
            />
          </Box>
        )}
      </Group>

      <ListResults
        query={campaignsQuery}
        loadError={campaignsQuery.isError && campaigns.length > 0 ? loadMessage(campaignsQuery.error) : undefined}
        found={{ search: query, count: campaigns.length, item: 'campaign' }}
      >
        {content}
      </ListResults>

      <Modal.Stack>
        <Modal
          {...stack.register('campaign')}
          onClose={closeAll}
          title={campaign?.name ?? selected?.name}
          size="xl"
          {...modalProps}
        >
          {detailBody}
        </Modal>
        <Modal
          {...stack.register('edit-campaign')}
          onClose={closeEdit}
          title="Edit Campaign"
          size="xl"
          closeOnClickOutside={false}
          {...modalProps}
        >
          {stack.state['edit-campaign'] && campaign && (
            <CampaignForm
              key={campaign.id}
              campaign={campaign}
              onSaved={() => {
                editGuard.markSaved();
                stack.close('edit-campaign');
              }}
              onCancel={closeEdit}
              onBusyChange={setSaving}
              onDirtyChange={editGuard.reportDirty}
            />
          )}
        </Modal>
        <Modal
          {...stack.register('campaign-brief')}
          title="Campaign Brief"
          size="lg"
          closeOnClickOutside={false}
          {...modalProps}
        >
          {stack.state['campaign-brief'] && campaign && briefEntry && (
            <CampaignBriefForm
              key={`${campaign.id}:${briefEntry.creatorId}`}
              campaign={campaign}
              entry={briefEntry}
              onClose={() => stack.close('campaign-brief')}
            />
          )}
        </Modal>
      </Modal.Stack>
    </Stack>
  );
}
