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
import { parseArgs } from 'node:util';
import { AWS_REGION } from '@reelbridge/shared';
import { rebuildAnalytics } from '../../functions/src/data/analytics';
import { LOCAL_TABLE } from '../local/bootstrap';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const { values } = parseArgs({
    options: {
      table: { type: 'string' },
      region: { type: 'string', default: AWS_REGION },
      local: { type: 'boolean', default: false },
      'dynamo-port': { type: 'string', default: process.env.DYNAMO_PORT ?? '8000' },
    },
  });
  if (values.local) {
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${values['dynamo-port']}`,
      TABLE_NAME: LOCAL_TABLE,
    });
  } else if (values.table) {
    process.env.TABLE_NAME = values.table;
    process.env.AWS_REGION = values.region;
  } else {
    console.error(
      'Usage: npm run analytics:backfill -- --table TABLE [--region REGION] | --local [--dynamo-port PORT]',
    );
    process.exit(2);
  }
  await rebuildAnalytics((line) => console.log(line));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
