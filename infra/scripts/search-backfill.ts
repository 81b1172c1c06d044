/**
 * npm run search:backfill -- --table <TableName> [--region us-east-1]
 * npm run search:backfill -- --local [--dynamo-port 8000]
 *
 * Writes the search entries (functions/src/data/search.ts, docs/data-layer.md "Search is a key condition") of every
 * brand, creator, UGC project and campaign stored before they had them, or with entries of an older rule. Safe to run
 * again and while the API serves: a record that already has its current entries is left alone, and one changed while
 * the backfill runs keeps the entries its own write gave it. Products get their list keys and search entries as well
 * (addMissingProductKeys: the all-brands list of issue 18 item 6; a product upgraded already is left alone), campaigns
 * their status entry (addMissingCampaignStatusEntries: GET /campaigns?status=, issue 22), and
 * projects, campaigns and pending payment details their 'needs attention' items (backfillAttention in data/search-backfill.ts, docs/attention.md),
 * and the brands' creator markers their creator's engagement rate and index keys (addMissingBrandCreatorRates in
 * data/counters.ts: GET /overview's average from one Query).
 * A deployed table's name is the Data stack's output
 * TableName; AWS credentials come from the environment. `--local` uses the table of a running `npm start` (which also
 * runs this at start).
 */
import { pathToFileURL } from 'node:url';
import { backfillAttention } from '../../functions/src/data/search-backfill';
import { addMissingCampaignStatusEntries } from '../../functions/src/data/campaigns';
import { addMissingBrandCreatorRates } from '../../functions/src/data/counters';
import { addMissingProductKeys } from '../../functions/src/data/products';
import { backfillSearchEntries } from '../../functions/src/data/search-backfill';
import { useTableFromArgs } from './table-target';

async function main() {
  useTableFromArgs('search:backfill');
  const report = await backfillSearchEntries((line) => console.log(line));
  if (report.skipped) console.log('Records changed meanwhile got their entries from their own write.');
  console.log(`Products given their list keys and search entries: ${await addMissingProductKeys()}`);
  console.log(`Campaigns given their status entry (lists by status): ${await addMissingCampaignStatusEntries()}`);
  console.log(`Brand creator markers given their creator's engagement rate: ${await addMissingBrandCreatorRates()}`);
  console.log(
    `Records whose 'needs attention' items were worked out (docs/attention.md): ${await backfillAttention()}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
