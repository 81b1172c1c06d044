/**
 * A world of its own for integration tests that must not disturb (or be disturbed by) the other files:
 * two new brands with a user each, two new creators with accounts, and on brand X a product, a campaign and a
 * UGC project with creator A. The demo admin is the admin.
 */
import path from 'node:path';
import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { API_PREFIX } from '@reelbridge/shared';
import { Mailbox } from '../../../infra/local/mailbox';
import {
  callApi,
  cognitoClient,
  signIn,
  tokenForBrandMember,
  tokenForNewAccount,
  type ApiResponse,
} from '../../../infra/local/testing';
import { DEMO_PASSWORD } from '../../../infra/local/seed';
import { paymentBody } from './fixtures';
import { api, stack, tokenOf, uniqueEmail } from './int';

export { paymentBody };

export const WHO = ['anonymous', 'creatorA', 'creatorB', 'brandX', 'brandY', 'admin'] as const;
export type Who = (typeof WHO)[number];

export interface Sample {
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
  /** A body sent as it is, labelled JSON (for malformed JSON). */
  raw?: string;
  /** Call with this token instead of the caller's (a throwaway session of the same kind, for sign-out). */
  token?: string | null;
}

export interface World {
  brandX: string;
  brandY: string;
  creatorA: { id: string; email: string };
  creatorB: { id: string; email: string };
  brandXEmail: string;
  /** Brand X's user, its owner. */
  brandXUserId: string;
  productX: string;
  campaignX: string;
  projectX: string;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

const tokens = new Map<Who, string>();
export const as = (who: Who, method: string, path: string, sample: Sample = {}): Promise<ApiResponse> => {
  const token = sample.token === undefined ? tokens.get(who) : (sample.token ?? undefined);
  if (sample.form || sample.raw !== undefined) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (sample.raw !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${stack().apiUrl}${API_PREFIX}${path}`, {
      method,
      headers,
      body: sample.form?.() ?? sample.raw,
    }).then(async (response) => {
      const text = await response.text();
      return { status: response.status, body: parseJson(text) };
    });
  }
  return callApi(stack(), method, path, { token, body: sample.body });
};

export const link = (n: number) => `https://www.tiktok.com/@matrix/video/${n}`;
export const productBody = { name: 'Matrix serum', pricing: 19.5, description: 'For the matrix' };
export const presignBody = (brandId: string) => ({
  fileName: 'a.png',
  fileType: 'image/png',
  fileSize: 10,
  uploadPath: 'product-photos',
  brandId,
});

export async function ok<T>(response: Promise<ApiResponse<T>>, status = [200, 201, 204]): Promise<T> {
  const settled = await response;
  if (!status.includes(settled.status))
    throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

/**
 * A setup call, sent again while the API answers 503 ("busy, try again in a moment", which is what a 503 asks of a
 * client; nothing was written). Under LOCAL_DYNAMO_MODE=aws-like the world's concurrent creations conflict on the
 * overview counters as they would on DynamoDB, and on a loaded CI machine a creation once outlasted the data layer's
 * retries: the setup is not what the tests are about.
 */
async function setUp<T>(call: () => Promise<ApiResponse<T>>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await call();
    if (response.status !== 503 || attempt >= attempts) return ok(Promise.resolve(response));
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

export async function newProject(world: World, videoCount = 1) {
  return setUp(() =>
    api<{ id: string; creators: { id: string }[] }>('admin', 'POST', '/ugc-projects', {
      body: {
        name: 'Matrix project',
        brandId: world.brandX,
        creators: [{ creatorId: world.creatorA.id, videoCount, costPerVideo: 10 }],
      },
    }),
  );
}

/**
 * A project on brand X whose videos (one unless told) creator A has submitted; returns the ids a reviewer needs
 * (`submissionId` is video 1's, `submissionIds` every video's in order).
 */
export async function submittedProject(world: World, videoCount = 1) {
  const project = await newProject(world, videoCount);
  const submissions = Array.from({ length: videoCount }, (_, index) => ({
    videoNumber: index + 1,
    videoUrl: link(index + 1),
    sparkCode: `SPARK${index + 1}`,
  }));
  await ok(
    as('creatorA', 'POST', `/ugc-projects/${project.id}/submissions/submit`, {
      body: { creatorId: world.creatorA.id, submissions },
    }),
  );
  const detail = await ok(
    api<{ creators: { id: string; submissions: { id: string }[] }[] }>('admin', 'GET', `/ugc-projects/${project.id}`),
  );
  return {
    projectId: project.id,
    entryId: detail.creators[0]!.id,
    submissionId: detail.creators[0]!.submissions[0]!.id,
    submissionIds: detail.creators[0]!.submissions.map((submission) => submission.id),
  };
}

export async function newCampaign(world: World) {
  return setUp(() =>
    api<{ id: string }>('admin', 'POST', '/campaigns', {
      body: {
        name: 'Matrix campaign',
        budget: 100,
        type: 'awareness',
        brandId: world.brandX,
        productIds: [world.productX],
        creators: [{ creatorId: world.creatorA.id, type: 'UGC' }],
      },
    }),
  );
}

/** Creator A's payment info, submitted and pending review; with the version an admin decides on. */
export const pendingPayment = (world: World) =>
  ok(as('creatorA', 'POST', '/creators/payment-info', { body: paymentBody(world.creatorA.email) })) as Promise<{
    version: number;
  }>;

/** Creator A's payment info, submitted and approved: what paying creator A needs. */
export async function approvedPayment(world: World): Promise<{ version: number }> {
  const { version } = await pendingPayment(world);
  return ok(
    api<{ version: number }>('admin', 'POST', `/creators/${world.creatorA.id}/payment-info/approve`, {
      body: { version },
    }),
  );
}

async function newBrand(label: string) {
  const email = uniqueEmail(label);
  const brand = await setUp(() =>
    api<{ id: string }>('anonymous', 'POST', '/brands', {
      body: { name: `Matrix ${label}`, email, phone: '(555) 123-4567', industry: 'beauty' },
    }),
  );
  const userEmail = uniqueEmail(`${label}-user`);
  const token = await tokenForBrandMember(stack(), {
    email: userEmail,
    password: DEMO_PASSWORD,
    name: `Brand ${label}`,
    companyId: brand.id,
  });
  tokens.set(label === 'x' ? 'brandX' : 'brandY', token);
  return { id: brand.id, userEmail, userId: subOf(token) };
}

async function newCreator(who: 'creatorA' | 'creatorB') {
  const email = uniqueEmail(who.toLowerCase());
  const creator = await setUp(() =>
    api<{ id: string }>('admin', 'POST', '/creators', {
      body: { firstName: 'Ada', lastName: who, email, phoneNumber: '(415) 555-0100' },
    }),
  );
  tokens.set(
    who,
    await tokenForNewAccount(stack(), {
      email,
      password: DEMO_PASSWORD,
      name: `Ada ${who}`,
      group: 'creator',
      creatorId: creator.id,
    }),
  );
  return { id: creator.id, email };
}

/** Builds the world; call once in a beforeAll. */
export async function createWorld(): Promise<World> {
  tokens.set('admin', (await tokenOf('admin'))!);
  const [x, y, creatorA, creatorB] = await Promise.all([
    newBrand('x'),
    newBrand('y'),
    newCreator('creatorA'),
    newCreator('creatorB'),
  ]);
  const partial = { brandX: x.id, brandY: y.id, brandXEmail: x.userEmail, brandXUserId: x.userId, creatorA, creatorB };
  const product = await setUp(() =>
    api<{ id: string }>('admin', 'POST', `/brands/${x.id}/products`, { body: productBody }),
  );
  const withProduct = { ...partial, productX: product.id, campaignX: '', projectX: '' };
  const [campaign, project] = await Promise.all([newCampaign(withProduct), newProject(withProduct)]);
  return { ...withProduct, campaignX: campaign.id, projectX: project.id };
}

const PASSWORD = 'Matrix-pass-2026!';

function subOf(token: string): string {
  return String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub);
}

/** A new account that asked to join brand X (a real sign-up, confirmed with its code): its user id. */
export async function joinRequestFor(world: World): Promise<string> {
  const email = uniqueEmail('asks');
  const cognito = cognitoClient(stack());
  await cognito.send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'name', Value: 'Asking Person' }],
      ClientMetadata: { signUpType: 'brand-employee', companyId: world.brandX },
    }),
  );
  const code = new Mailbox(path.join(stack().dataDir, 'mail')).latestCode(email)!;
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: email, ConfirmationCode: code }),
  );
  return subOf(await signIn(stack(), email, PASSWORD));
}

/** A new member of brand X: their user id. */
export async function memberOf(world: World): Promise<string> {
  return subOf(
    await tokenForBrandMember(stack(), {
      email: uniqueEmail('member'),
      password: PASSWORD,
      name: 'Member Person',
      companyId: world.brandX,
      role: 'member',
    }),
  );
}

/** A session of a new account of the same kind as `who` (so that ending it ends nobody else's). */
export async function throwawaySession(world: World, who: Who): Promise<string | null> {
  const email = uniqueEmail(`throwaway-${who}`);
  if (who === 'anonymous') return null;
  if (who === 'admin') {
    return tokenForNewAccount(stack(), { email, password: PASSWORD, name: 'Temp Admin', group: 'admin' });
  }
  if (who === 'brandX' || who === 'brandY') {
    const companyId = who === 'brandX' ? world.brandX : world.brandY;
    return tokenForBrandMember(stack(), { email, password: PASSWORD, name: 'Temp', companyId, role: 'member' });
  }
  const creator = await setUp(() =>
    api<{ id: string }>('admin', 'POST', '/creators', {
      body: { firstName: 'Temp', lastName: 'Creator', email, phoneNumber: '(415) 555-0100' },
    }),
  );
  return tokenForNewAccount(stack(), {
    email,
    password: PASSWORD,
    name: 'Temp',
    group: 'creator',
    creatorId: creator.id,
  });
}

/** An invitation to brand X, made by the admin: its id and link token. */
export async function invitationFor(world: World): Promise<{ id: string; token: string }> {
  const created = await ok(
    api<{ invitation: { id: string }; link: string }>('admin', 'POST', `/brands/${world.brandX}/team/invitations`, {
      body: { email: uniqueEmail('invited') },
    }),
  );
  return { id: created.invitation.id, token: decodeURIComponent(created.link.split('invitation=')[1]!) };
}
