import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Center, Group, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Creator } from '@reelbridge/shared/api/types';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { useCreator, useCreators } from '../api/creators';
import { CreatorsList, CreatorsTable } from '../components/creators-table';
import { ListLoadError, ListPageHeader, ListResults, ListSearchInput } from '@/components/list-page';
import { lazyModal } from '@/components/lazy-modal';

// The modals' forms (and zod with them) load when one first opens.
const CreatorFormModal = lazyModal(async () => (await import('../components/creator-form-modal')).CreatorFormModal);
const PaymentDetailModal = lazyModal(
  async () => (await import('../components/payment-detail-modal')).PaymentDetailModal,
);

/** docs/product.md#messages: the server's message, or 'Failed to load creators'. */
export function creatorsLoadMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_')) {
    return error.message || MESSAGES.creatorsLoadFailed;
  }
  return MESSAGES.creatorsLoadFailed;
}

/**
 * /admin/creators (docs/product.md#screens): creators by name with search, engagement and payment status; Add Creator,
 * Edit per row, and the payment information detail (approve or reject while pending).
 */
export function CreatorsRoute() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const creatorsQuery = useCreators(query);
  // A page of creators renders in the background, in slices that leave the page responsive.
  const pages = useDeferredValue(creatorsQuery.data);
  const creators = useMemo(() => pages?.pages.flatMap((page) => page.items) ?? [], [pages]);
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  // The creator stays set while a modal closes, so that its title and content do not change mid-transition.
  const [form, setForm] = useState<{ opened: boolean; creator: Creator | null }>({ opened: false, creator: null });
  const [payment, setPayment] = useState<{ opened: boolean; creator: Creator | null }>({
    opened: false,
    creator: null,
  });

  // A link names a creator whose payment details to open (the overview's 'Payment details to review').
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('payment');
  const linked = useCreator(linkedId);
  const shownPayment = linkedId && linked.data && !payment.opened ? { opened: true, creator: linked.data } : payment;
  const closePayment = () => {
    setPayment({ opened: false, creator: shownPayment.creator });
    if (linkedId) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('payment');
          return next;
        },
        { replace: true },
      );
    }
  };

  const actions = {
    onEdit: (creator: Creator) => setForm({ opened: true, creator }),
    onViewPayment: (creator: Creator) => setPayment({ opened: true, creator }),
  };

  let content;
  if (creatorsQuery.isPending || (creatorsQuery.data && !pages)) {
    content = (
      <Center py="xl" role="status" aria-label="Loading creators">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  } else if (creatorsQuery.isError && creators.length === 0) {
    content = (
      <ListLoadError title={creatorsLoadMessage(creatorsQuery.error)} onRetry={() => void creatorsQuery.refetch()} />
    );
  } else if (creators.length === 0) {
    content = (
      <Stack align="center" gap={4} py="xl" px="md">
        <Text fw={600}>{query ? 'No creators match your search' : 'No creators yet'}</Text>
        <Text c="dimmed" size="sm" ta="center">
          {query
            ? `No creator's name, handle or e-mail has a word beginning with "${query}".`
            : 'Add the first creator with Add Creator.'}
        </Text>
      </Stack>
    );
  } else {
    content = wide ? (
      <CreatorsTable creators={creators} {...actions} />
    ) : (
      <CreatorsList creators={creators} {...actions} />
    );
  }

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Creators"
        description="Creators on Reelbridge and the state of their payment information."
        action={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onPointerEnter={CreatorFormModal.preload}
            onFocus={CreatorFormModal.preload}
            onClick={() => setForm({ opened: true, creator: null })}
          >
            Add Creator
          </Button>
        }
      />

      <ListSearchInput
        label="Search creators"
        placeholder="Search by name, handle or e-mail"
        value={search}
        onSearch={setSearch}
        maw={{ base: '100%', sm: 360 }}
        maxLength={254}
      />

      <ListResults
        query={creatorsQuery}
        loadError={creatorsQuery.isError && creators.length > 0 ? creatorsLoadMessage(creatorsQuery.error) : undefined}
        // Said once the deferred rows have caught up with the search's.
        found={pages === creatorsQuery.data ? { search: query, count: creators.length, item: 'creator' } : undefined}
      >
        {content}
      </ListResults>

      <CreatorFormModal
        opened={form.opened}
        creator={form.creator}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      {linked.isError && (
        <Text role="alert" c="red.8" size="sm">
          The creator of that link could not be opened: {linked.error.message}
        </Text>
      )}
      <PaymentDetailModal opened={shownPayment.opened} creator={shownPayment.creator} onClose={closePayment} />
    </Stack>
  );
}
