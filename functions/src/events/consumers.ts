import { activityConsumer } from '../activity/consumer';
import { analyticsConsumer } from '../analytics/consumer';
import { attentionConsumer } from '../attention/consumer';
import { notificationsConsumer } from '../notifications/consumer';
import { exportsConsumer } from '../ugc-projects/export-worker';
import type { EventConsumer } from './consumer';
import { countersConsumer } from './counters';

/** Every consumer the dispatcher hands each event to, in this order (docs/events.md). */
export const CONSUMERS: readonly EventConsumer[] = [
  countersConsumer,
  activityConsumer,
  attentionConsumer,
  analyticsConsumer,
  notificationsConsumer,
  exportsConsumer,
];
