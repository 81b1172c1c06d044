/**
 * npm run analytics:backfill -- --table <TableName> [--region us-east-1]
 * npm run analytics:backfill -- --local [--dynamo-port 8000]
 *
 * Rebuilds every analytics figure (docs/analytics.md) from the stored projects and campaigns: for data that predates
 * the analytics consumer, or to repair figures. It works out each record's contribution as the consumer does, sums
 * them and replaces the figures with the sums (fresh values, not added to what is there), so running it twice gives
 * the same figures. It scans the table: never on a request path. Run it at a quiet moment (a change made while it runs
 * may be missed until the record changes again). A deployed table's name is the Data stack's output TableName; AWS
 * credentials come from the environment. `--local` uses the table of a running `npm start`.
 */
import { pathToFileURL } from 'node:url';
import { rebuildAnalytics } from '../../functions/src/data/analytics';
import { useTableFromArgs } from './table-target';

async function main() {
  useTableFromArgs('analytics:backfill');
  await rebuildAnalytics((line) => console.log(line));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
