import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesize, type Synthesized } from './synth';

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

// A stage other than dev, and a clone where the SPA has not been built. Bundling is skipped: app.test.ts covers it.
let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({
    context: { stage: 'prod' },
    bundling: false,
    webDistDir: join(import.meta.dirname, 'no-such-web-dist'),
  });
});
afterAll(() => synth?.dispose());

function resources(stack: keyof Synthesized['stacks'], type: string): Resource[] {
  return Object.values(synth.template(synth.stacks[stack]).findResources(type)) as Resource[];
}

describe('a stage other than dev', () => {
  it('names the stacks after the stage', () => {
    expect(Object.values(synth.stacks).map((stack) => stack.stackName)).toEqual([
      'Reelbridge-prod-Data',
      'Reelbridge-prod-Auth',
      'Reelbridge-prod-Storage',
      'Reelbridge-prod-Api',
      'Reelbridge-prod-Web',
      'Reelbridge-prod-Events',
      'Reelbridge-prod-Monitoring',
    ]);
    for (const stack of Object.values(synth.stacks)) expect(stack.region).toBe('us-east-1');
  });

  it('retains and deletion-protects the table and the user pool', () => {
    const [table] = resources('data', 'AWS::DynamoDB::Table');
    expect(table).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    expect(table?.Properties.DeletionProtectionEnabled).toBe(true);
    const [pool] = resources('auth', 'AWS::Cognito::UserPool');
    expect(pool).toMatchObject({ DeletionPolicy: 'Retain' });
    expect(pool?.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('retains the uploads and log buckets and never empties them automatically', () => {
    const buckets = synth.template(synth.stacks.storage).findResources('AWS::S3::Bucket') as Record<string, Resource>;
    const autoDeleted = resources('storage', 'Custom::S3AutoDeleteObjects').map((resource) =>
      JSON.stringify(resource.Properties.BucketName),
    );
    for (const [id, bucket] of Object.entries(buckets)) {
      if (id.startsWith('SiteBucket')) {
        // Rebuilt from the repository on every deploy.
        expect(bucket.DeletionPolicy).toBe('Delete');
        continue;
      }
      expect(bucket.DeletionPolicy, id).toBe('Retain');
      expect(autoDeleted, id).not.toContain(JSON.stringify({ Ref: id }));
    }
  });

  it('retains log groups', () => {
    for (const logGroup of resources('api', 'AWS::Logs::LogGroup')) expect(logGroup.DeletionPolicy).toBe('Retain');
  });
});

describe('a clone where web/dist has not been built', () => {
  it('still synthesizes, warns, and deploys the placeholder page with config.json', () => {
    const warnings = synth.messages(synth.stacks.web).filter((message) => message.level === 'warning');
    expect(warnings.map((warning) => warning.data)).toEqual(
      expect.arrayContaining([expect.stringContaining('npm run build -w web')]),
    );
    const deployments = resources('web', 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(1);

    const staged = readdirSync(synth.outdir)
      .map((name) => join(synth.outdir, name, 'index.html'))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'));
    expect(staged.some((html) => html.includes('npm run build -w web'))).toBe(true);
  });
});

describe('cdk-nag in the synthesis', () => {
  it('fails the synthesis on an unacknowledged AwsSolutions error', () => {
    expect(() =>
      synthesize({
        bundling: false,
        webDistDir: join(import.meta.dirname, 'no-such-web-dist'),
        // No access logs, no TLS-only policy: AwsSolutions-S1 and -S10.
        beforeSynth: (stacks) => new Bucket(stacks.storage, 'UncheckedBucket'),
      }),
    ).toThrow(/AwsSolutions-S1[\s\S]*UncheckedBucket/);
  });
});
