/**
 * npm run admin:create -- --email ops@agency.test --name "Ops Person" [--password …] [--pool-id us-east-1_xxx]
 *
 * Agency staff cannot sign up: admins are made here. Without --pool-id it uses the local pool of
 * `npm start` (which must be running); with --pool-id it uses that deployed pool (AWS credentials from the
 * environment; the pool id is the stack output UserPoolId). Without --password a strong one is generated
 * and printed once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { AWS_REGION, emailSchema, PASSWORD_MIN_LENGTH } from '@reelbridge/shared';
import { ensureAccount } from '../local/accounts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    'pool-id': { type: 'string' },
    region: { type: 'string', default: AWS_REGION },
    'cognito-endpoint': { type: 'string' },
    data: { type: 'string', default: '.data' },
  },
});

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(2);
}

async function main() {
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) fail('--email is required and must be an e-mail address');
  const name = values.name?.trim();
  if (!name) fail('--name is required');
  if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
    fail(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const password = values.password ?? `Rb-${randomBytes(12).toString('base64url')}-9`;

  let userPoolId = values['pool-id'];
  let client: CognitoIdentityProviderClient;
  let where: string;
  if (userPoolId) {
    client = new CognitoIdentityProviderClient({ region: values.region });
    where = `the deployed pool ${userPoolId} (${values.region})`;
  } else {
    const stateFile = path.resolve(root, values.data!, 'local-state.json');
    if (!fs.existsSync(stateFile)) fail(`no local pool found (${stateFile}); run npm start first, or pass --pool-id`);
    userPoolId = (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { userPoolId: string }).userPoolId;
    const endpoint = values['cognito-endpoint'] ?? `http://localhost:${process.env.COGNITO_PORT ?? 9229}`;
    client = new CognitoIdentityProviderClient({
      region: AWS_REGION,
      endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    where = `the local pool ${userPoolId} at ${endpoint}`;
  }

  const result = await ensureAccount(client, userPoolId, { email: email.data, name, password, group: 'admin' });
  if (!result.created) {
    console.log(`${email.data} already exists in ${where}; nothing changed.`);
    return;
  }
  console.log(`Created admin ${email.data} (${name}) in ${where}, group admin, e-mail verified.`);
  if (!values.password) console.log(`Password (shown once): ${password}`);
}

main().catch((error: Error) => fail(`${error.name}: ${error.message}`));
