import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AdminGetUserCommand, ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Mailbox } from '../../../infra/local/mailbox';
import { cognitoClient, documentClient } from '../../../infra/local/testing';
import { createCreator } from '../data/creators';
import { demoId } from '../../../infra/local/seed';
import { api, OWN_BRAND, OWN_CREATOR, stack, uniqueEmail } from '../testing/int';
import { SIGN_UP_MESSAGES } from './service';

const client = () => cognitoClient(stack());
const code = (email: string) => new Mailbox(path.join(stack().dataDir, 'mail')).latestCode(email)!;

async function signUp(
  email: string,
  clientMetadata: Record<string, string>,
  extra: { Name: string; Value: string }[] = [],
) {
  return client().send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      Password: 'Long-enough-1',
      UserAttributes: [
        { Name: 'name', Value: 'Test Person' },
        { Name: 'phone_number', Value: '+15551234567' },
        ...extra,
      ],
      ClientMetadata: clientMetadata,
    }),
  );
}

async function attributes(email: string) {
  const user = await client().send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }));
  return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
}

async function newCreator(email: string) {
  process.env.TABLE_NAME = stack().tableName;
  const id = demoId('creator', email);
  const now = new Date().toISOString();
  await createCreator({
    id,
    firstName: 'New',
    lastName: 'Creator',
    email,
    paymentStatus: 'not_submitted',
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  return id;
}

describe('sign-up triggers: the server decides who is who', () => {
  it('links a creator whose id and e-mail match, only after the e-mail is confirmed', async () => {
    const email = uniqueEmail('creator');
    const creatorId = await newCreator(email);
    await signUp(email, { signUpType: 'creator', creatorId });
    expect((await attributes(email))['custom:group']).toBeUndefined();

    await client().send(
      new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: email, ConfirmationCode: code(email) }),
    );
    const confirmed = await attributes(email);
    expect(confirmed['custom:group']).toBe('creator');
    expect(confirmed['custom:creator_id']).toBe(creatorId);
    const { Item } = await documentClient(stack()).send(
      new GetCommand({ TableName: stack().tableName, Key: { pk: `CREATOR#${creatorId}`, sk: 'PROFILE' } }),
    );
    expect(Item?.userId).toBe(confirmed.sub);
  });

  it("refuses someone else's creator id with a message for the form", async () => {
    const error = await signUp(uniqueEmail('thief'), { signUpType: 'creator', creatorId: OWN_CREATOR.id }).catch(
      (caught: Error) => caught,
    );
    expect(error).toMatchObject({ name: 'UserLambdaValidationException' });
    expect((error as Error).message).toContain(SIGN_UP_MESSAGES.creatorMismatch);
  });

  it('refuses an unknown creator id with the same message', async () => {
    const error = await signUp(uniqueEmail('nobody'), { signUpType: 'creator', creatorId: 'cr_zzzzzzzzzzzz' }).catch(
      (caught: Error) => caught,
    );
    expect((error as Error).message).toContain(SIGN_UP_MESSAGES.creatorMismatch);
  });

  it('refuses a sign-up without a sign-up type', async () => {
    const error = await signUp(uniqueEmail('typeless'), {}).catch((caught: Error) => caught);
    expect(error).toMatchObject({ name: 'UserLambdaValidationException' });
  });

  it('makes an employee sign-up a join request only: no group, no company, no member record', async () => {
    const email = uniqueEmail('employee');
    await signUp(email, { signUpType: 'brand-employee', companyId: OWN_BRAND.id });
    await client().send(
      new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: email, ConfirmationCode: code(email) }),
    );
    const confirmed = await attributes(email);
    expect(confirmed['custom:group']).toBeUndefined();
    expect(confirmed['custom:company_id']).toBeUndefined();
    const { Item } = await documentClient(stack()).send(
      new GetCommand({
        TableName: stack().tableName,
        Key: { pk: `BRAND#${OWN_BRAND.id}`, sk: `TEAM#REQUEST#${confirmed.sub}` },
      }),
    );
    expect(Item).toMatchObject({ email, name: 'Test Person', brandId: OWN_BRAND.id });
    const employee = await api('admin', 'GET', `/employees/email/${encodeURIComponent(email)}`);
    expect(employee.status).toBe(404);
  });

  it('refuses a company that does not exist', async () => {
    const error = await signUp(uniqueEmail('lost'), {
      signUpType: 'brand-employee',
      companyId: 'co_zzzzzzzzzzzz',
    }).catch((caught: Error) => caught);
    expect((error as Error).message).toContain(SIGN_UP_MESSAGES.companyMissing);
  });
});
