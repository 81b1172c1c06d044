import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmPayment, MESSAGES, PAY_BLOCKED_REASON } from '@reelbridge/shared/messages';
import { IconChevronDown, IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { ActivityTimeline } from '@/components/activity-timeline';
import { LoadingButton } from '@/components/loading-button';
import { useRenderInParts } from '@/lib/use-render-in-parts';
import { useSeenOnce } from '@/lib/use-seen-once';
import { useProjectActivity } from '../api/activity';
import { serverMessage } from '../api/projects';
import { useProjectAction } from '../api/review';
import type { ProjectCreator } from '@reelbridge/shared/api/types';
import { formatDateTime, formatUsd } from '../format';
import classes from './creator-card.module.css';
import { isDeliveryDone } from '@reelbridge/shared/rules/due';
import { DueBadge } from './due-badge';
import { CreatorStatusBadge } from './status-badge';
import { MissingVideo, SubmissionItem } from './submission-item';
import { openConfirmModal } from '@/components/confirm-modals';

/**
 * docs/product.md#messages: 'Failed to process payment:' with the server's details, else 'Failed to process payment'.
 */
export function paymentFailedMessage(error: unknown): string {
  const detail = serverMessage(error) ?? (error instanceof Error && error.message ? error.message : undefined);
  return detail ? `${MESSAGES.paymentFailed}: ${detail}` : MESSAGES.paymentFailed;
}

function PayButton({ projectId, entry }: { projectId: string; entry: ProjectCreator }) {
  const action = useProjectAction(projectId);
  const reasonId = useId();
  if (entry.status === 'paid') {
    return (
      <Button variant="light" color="green" disabled leftSection={<IconCircleCheck size={16} aria-hidden />}>
        Paid
      </Button>
    );
  }
  const pay = () =>
    action.mutate(
      { kind: 'pay', projectCreatorId: entry.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: MESSAGES.paymentProcessed }),
        onError: (error) => notifications.show({ color: 'red', message: paymentFailedMessage(error) }),
      },
    );
  const confirm = () =>
    openConfirmModal({
      title: 'Confirm payment',
      children: <Text size="sm">{confirmPayment(entry.creator.name)}</Text>,
      labels: { confirm: `Pay ${formatUsd(entry.totalCost)}`, cancel: 'Cancel' },
      confirmProps: { color: 'green.9' },
      onConfirm: pay,
    });
  // docs/product.md#states: payable only once every video is approved (awaiting_payment), and only to approved payment
  // details (the server checks them again in the payment's transaction); why not is shown under the button.
  const paymentStatus = entry.paymentStatus ?? 'not_submitted';
  const blocked = paymentStatus === 'approved' ? undefined : PAY_BLOCKED_REASON[paymentStatus];
  return (
    <Stack gap={4} align="flex-end" maw="16rem">
      <LoadingButton
        color="green.9"
        leftSection={<IconCreditCard size={16} aria-hidden />}
        disabled={entry.status !== 'awaiting_payment' || blocked !== undefined}
        loading={action.isPending}
        loadingText="Processing..."
        onClick={confirm}
        title={entry.status === 'awaiting_payment' ? undefined : 'Payable once every video is approved'}
        aria-describedby={blocked ? reasonId : undefined}
      >
        Pay
      </LoadingButton>
      {blocked && (
        <Text id={reasonId} size="xs" c="dimmed" ta="right">
          {blocked}
        </Text>
      )}
    </Stack>
  );
}

/** 'paid Mar 9, 2026, 3:00 PM by admin@… to payment details version 3', as much of it as is known. */
function paidLine(entry: ProjectCreator): string | undefined {
  const paidAt = formatDateTime(entry.paidAt);
  if (!paidAt) return undefined;
  const by = entry.paidByEmail ? ` by ${entry.paidByEmail}` : '';
  const to = entry.paidToPaymentVersion ? ` to payment details version ${entry.paidToPaymentVersion}` : '';
  return `paid ${paidAt}${by}${to}`;
}

/**
 * An open card's videos per render: one, each with its player and review controls (about 80 boxes to lay out), so
 * that the frame that shows the page's first cards stays short.
 */
const VIDEOS_PER_RENDER = 1;

/**
 * What happened to this creator's part of the project, newest first: fetched once the open card's history comes within
 * a screen of view. Under the card's videos, it is below the first screen of a card open as the page loads, and its
 * request would otherwise leave while the page's first data is still being shown (docs/performance.md, "Further cards
 * when near").
 */
function CreatorHistory({ projectId, entry }: { projectId: string; entry: ProjectCreator }) {
  const [ref, near] = useSeenOnce<HTMLDivElement>('100% 0px');
  const history = useProjectActivity(projectId, { creatorId: entry.creatorId, enabled: near });
  return (
    <div ref={ref}>
      <ActivityTimeline
        history={history}
        title={`History of ${entry.creator.name}`}
        headingOrder={4}
        what={`history of ${entry.creator.name}`}
        withCard={false}
      />
    </div>
  );
}

export interface CreatorCardProps {
  projectId: string;
  entry: ProjectCreator;
  /** Only admins pay creators (docs/architecture.md#identity). */
  canPay: boolean;
  canReview: boolean;
  /** Open at first: the page opens the first creator whose videos wait for review. */
  initiallyOpen?: boolean;
  /** Takes the focus once shown (the first card that 'Show the other creators' added). */
  focusOnMount?: boolean;
}

/**
 * A creator on the project: status, progress, cost, the Pay button; expands to the instructions and every video
 * with its review actions. A collapsed card does not render its videos: a project of 20 creators × 5 videos
 * would otherwise render all 100 with their review controls at once. Memoised: the cards arrive a part at a time, and a
 * part does not render the cards already there again (docs/performance.md, "Render in parts").
 */
export const CreatorCard = memo(function CreatorCard({
  projectId,
  entry,
  canPay,
  canReview,
  initiallyOpen = false,
  focusOnMount = false,
}: CreatorCardProps) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) sectionRef.current?.focus();
  }, [focusOnMount]);
  const [open, setOpen] = useState(initiallyOpen);
  // Only a card opened by hand fades its videos in: one open as the page loads shows them at once.
  const [toggled, setToggled] = useState(false);
  const name = entry.creator.name;
  // An open card's videos, with their review controls, reach the page one at a time.
  const shownVideos = useRenderInParts(open ? entry.videoCount : 0, VIDEOS_PER_RENDER);
  const videos = Array.from({ length: shownVideos }, (_, index) => index + 1);
  const paid = paidLine(entry);

  // The card's frame is plain elements with the card's own classes, not Mantine's layout components: the review
  // screen renders twenty of them, and each Stack, Group and Text resolves theme, props and style props on every
  // render (docs/performance.md, "Plain elements for repeated rows").
  return (
    <section
      ref={sectionRef}
      aria-labelledby={`${id}-name`}
      className={classes.card}
      data-open={open || undefined}
      tabIndex={focusOnMount ? -1 : undefined}
    >
      <div className={`${classes.body} ${classes.column}`}>
        <div className={classes.header}>
          <div className={classes.identity}>
            <div className={classes.titleRow}>
              <h3 className={classes.name} id={`${id}-name`}>
                {name}
              </h3>
              <CreatorStatusBadge status={entry.status} />
              <DueBadge due={entry} done={isDeliveryDone(entry.status)} />
            </div>
            <p className={`${classes.text} ${classes.dimmed} ${classes.email}`}>{entry.creator.email}</p>
          </div>
          {canPay && <PayButton projectId={projectId} entry={entry} />}
        </div>

        <div className={classes.progress}>
          <div className={classes.spread}>
            <p className={classes.text}>
              {entry.completedCount} of {entry.videoCount} {entry.videoCount === 1 ? 'video' : 'videos'} complete
            </p>
            <p className={`${classes.text} ${classes.figure}`}>{entry.progress}%</p>
          </div>
          {/* Mantine's Progress (size md, radius xl) as plain elements, with the same progressbar semantics. */}
          <div className={classes.bar}>
            <div
              className={classes.barFill}
              style={{ width: `${entry.progress}%` }}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={entry.progress}
              aria-valuetext={`${entry.progress}%`}
              aria-label={`Progress of ${name}`}
            />
          </div>
        </div>

        <div className={classes.spread}>
          <p className={`${classes.text} ${classes.dimmed} ${classes.figures}`}>
            {entry.videoCount} × {formatUsd(entry.costPerVideo)} ={' '}
            <strong className={classes.total}>{formatUsd(entry.totalCost)}</strong>
            {paid && ` · ${paid}`}
          </p>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
              />
            }
            aria-expanded={open}
            aria-controls={`${id}-videos`}
            onClick={() => {
              setToggled(true);
              setOpen((value) => !value);
            }}
          >
            {open ? 'Hide videos' : 'Show videos'}
          </Button>
        </div>
      </div>

      {/* The videos' region: empty and hidden while closed (a closed card renders nothing below its header). Opened by
          hand it fades in as Mantine's Collapse did, in CSS, without the Collapse's state, effects and media query per
          card. */}
      <div id={`${id}-videos`} className={classes.region} hidden={!open} data-reveal={toggled || undefined}>
        {open && (
          <Stack gap="sm" className={classes.videos}>
            {entry.instructions && (
              <Paper radius="sm" p="sm" bg="indigo.0">
                <Text size="xs" fw={700}>
                  Instructions
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.instructions}
                </Text>
              </Paper>
            )}
            {videos.map((videoNumber) => {
              const submission = entry.submissions.find((candidate) => candidate.videoNumber === videoNumber);
              return submission ? (
                <SubmissionItem
                  key={submission.id}
                  projectId={projectId}
                  submission={submission}
                  canReview={canReview}
                />
              ) : (
                <MissingVideo key={videoNumber} videoNumber={videoNumber} />
              );
            })}
            <CreatorHistory projectId={projectId} entry={entry} />
          </Stack>
        )}
      </div>
    </section>
  );
});
