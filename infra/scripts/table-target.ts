import { parseArgs } from 'node:util';
import { AWS_REGION } from '@reelbridge/shared';
import { LOCAL_TABLE } from '../local/bootstrap';

/**
 * The table a maintenance script works on, from its arguments: `--table <TableName> [--region …]` (a deployed table,
 * the Data stack's output TableName; AWS credentials from the environment) or `--local [--dynamo-port …]` (the table of
 * a running `npm start`). Sets the environment the data layer reads; without either, prints the usage and exits 2.
 */
export function useTableFromArgs(command: string): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
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
    console.error(`Usage: npm run ${command} -- --table TABLE [--region REGION] | --local [--dynamo-port PORT]`);
    process.exit(2);
  }
}
