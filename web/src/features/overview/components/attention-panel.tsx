import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Attention, AttentionList, DeliveryDue } from '@reelbridge/shared/api/attention';
import { formatDate } from '@reelbridge/shared/format';
import { MESSAGES } from '@reelbridge/shared/messages';
import { dueLabel, dueState } from '@reelbridge/shared/rules/due';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useAttention } from '../api/attention';

/** Where each line leads (the admin area's pages; a brand user's project pages are the same addresses). */
export const ATTENTION_LINKS = {
  payment: (creatorId: string) => `/admin/creators?payment=${encodeURIComponent(creatorId)}`,
  project: (projectId: string) => `/admin/ugc-projects/${encodeURIComponent(projectId)}`,
  campaign: (campaignId: string) => `/admin/campaigns?campaign=${encodeURIComponent(campaignId)}`,
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

interface Line {
  key: string;
  href: string;
  title: string;
  detail: string;
  badge?: ReactNode;
}

function AttentionCard<T>({
  title,
  list,
  lineOf,
  empty,
  moreHref,
  moreLabel,
}: {
  title: string;
  list: AttentionList<T> | undefined;
  lineOf: (item: T) => Line;
  empty: string;
  moreHref: string;
  moreLabel: string;
}) {
  const headingId = `attention-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const lines = list?.items.map(lineOf) ?? [];
  return (
    <Paper component="section" withBorder radius="lg" p="lg" shadow="xs" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" wrap="nowrap" mb="sm" gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {list && (
          <Badge
            variant="light"
            color={lines.length ? 'orange' : 'gray'}
            aria-label={`${lines.length}${list.more ? ' or more' : ''} waiting`}
          >
            {lines.length}
            {list.more ? '+' : ''}
          </Badge>
        )}
      </Group>
      {!list ? (
        <>
          <Loader size="sm" type="dots" aria-hidden />
          <VisuallyHidden>{MESSAGES.loading}</VisuallyHidden>
        </>
      ) : lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <li key={line.key}>
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={line.href} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {line.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {line.detail}
                  </Text>
                </Stack>
                {line.badge}
              </Group>
            </li>
          ))}
          {list.more && (
            <li>
              <Anchor component={Link} to={moreHref} size="sm">
                {moreLabel}
              </Anchor>
            </li>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function DueBadge({ due }: { due: Pick<DeliveryDue, 'dueAt' | 'dueDate'> }) {
  const state = dueState(due.dueAt);
  return (
    <Badge variant="light" color={state === 'late' ? 'red' : state === 'due_soon' ? 'yellow' : 'gray'} tt="none">
      {dueLabel(due)}
    </Badge>
  );
}

const deliveryLine = (item: DeliveryDue, withBrand: boolean): Line => ({
  key: item.projectCreatorId,
  href: ATTENTION_LINKS.project(item.projectId),
  title: `${item.creatorName}: ${plural(item.openCount, 'video')} to deliver`,
  detail: withBrand ? `${item.projectName} · ${item.brandName}` : item.projectName,
  badge: <DueBadge due={item} />,
});

/**
 * What needs the signed-in user now (docs/attention.md), each line a link to where it is done. The agency sees payment
 * details to review, videos waiting for review (oldest first), late deliveries and unsent briefs; a brand user sees
 * their brand's videos waiting for review and deliveries due soon or late.
 */
export function AttentionPanel({ audience }: { audience: Attention['audience'] }) {
  const attention = useDeferredQuery(useAttention());
  const data = attention.data?.audience === audience ? attention.data : undefined;
  if (attention.isError) {
    return (
      <Text role="alert" c="red.8" size="sm">
        What needs attention could not be loaded: {attention.error.message}
      </Text>
    );
  }
  const reviewTitle = audience === 'brand' ? 'Videos waiting for your review' : 'Videos waiting for review';
  const reviews = (
    <AttentionCard
      title={reviewTitle}
      list={data?.reviews}
      empty="No video is waiting for a review."
      moreHref="/admin/ugc-projects"
      moreLabel="All UGC projects"
      lineOf={(item) => ({
        key: item.projectCreatorId,
        href: ATTENTION_LINKS.project(item.projectId),
        title: `${item.creatorName}: ${plural(item.waitingCount, 'video')}`,
        detail: `${audience === 'agency' ? `${item.projectName} · ${item.brandName}` : item.projectName} · since ${formatDate(item.since)}`,
      })}
    />
  );
  if (audience === 'brand') {
    const brand = data?.audience === 'brand' ? data : undefined;
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {reviews}
        <AttentionCard
          title="Deliveries due soon or late"
          list={brand?.due}
          empty="Nothing is due in the next days."
          moreHref="/admin/ugc-projects"
          moreLabel="All UGC projects"
          lineOf={(item) => deliveryLine(item, false)}
        />
      </SimpleGrid>
    );
  }
  const agency = data?.audience === 'agency' ? data : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <AttentionCard
        title="Payment details to review"
        list={agency?.payments}
        empty="No payment details are waiting."
        moreHref="/admin/creators"
        moreLabel="All creators"
        lineOf={(item) => ({
          key: item.creatorId,
          href: ATTENTION_LINKS.payment(item.creatorId),
          title: item.creatorName,
          detail: `Sent ${formatDate(item.since)}`,
        })}
      />
      {reviews}
      <AttentionCard
        title="Late deliveries"
        list={agency?.late}
        empty="No delivery is late."
        moreHref="/admin/ugc-projects"
        moreLabel="All UGC projects"
        lineOf={(item) => deliveryLine(item, true)}
      />
      <AttentionCard
        title="Briefs not sent"
        list={agency?.briefs}
        empty="Every running campaign's briefs are sent."
        moreHref="/admin/campaigns"
        moreLabel="All campaigns"
        lineOf={(item) => ({
          key: item.campaignId,
          href: ATTENTION_LINKS.campaign(item.campaignId),
          title: `${item.campaignName}: ${plural(item.unsentCount, 'brief')}`,
          detail: `${item.brandName} · since ${formatDate(item.since)}`,
        })}
      />
    </SimpleGrid>
  );
}
