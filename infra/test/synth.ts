import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { RuntimeConfig } from '@reelbridge/shared/config';
import { buildReelbridge, type ReelbridgeStacks } from '../lib/reelbridge';
import { REPO_ROOT } from '../lib/paths';

export interface SynthOptions {
  /** Extra context, on top of cdk.json's (e.g. { stage: 'prod' }). */
  readonly context?: Record<string, unknown>;
  /** Bundle the Lambda functions with esbuild (slower); off, CDK stages placeholders instead. */
  readonly bundling?: boolean;
  readonly webDistDir?: string;
  /** Changes the stacks before synthesis (e.g. to prove a check fails). */
  readonly beforeSynth?: (stacks: ReelbridgeStacks) => void;
}

export interface ValidationViolation {
  readonly ruleName: string;
  readonly severity?: string;
  readonly description?: string;
}

export interface Synthesized {
  readonly app: App;
  readonly stacks: ReelbridgeStacks;
  readonly assembly: CloudAssembly;
  readonly outdir: string;
  template(stack: Stack): Template;
  /** Every violation of the synthesis validation report (cdk-nag, construct annotations), acknowledged ones excluded. */
  violations(): ValidationViolation[];
  /** Warnings and errors CDK recorded on a stack's constructs. */
  messages(stack: Stack): { level: string; id: string; data: string }[];
  dispose(): void;
}

/**
 * Synthesizes the app once, into a temporary folder that dispose() removes (Template.fromStack would leave a
 * ~25 MB folder in /tmp per call: BucketDeployment's CLI layer). Uses cdk.json's context, like `cdk synth`.
 */
export function synthesize(options: SynthOptions = {}): Synthesized {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const outdir = mkdtempSync(join(tmpdir(), 'reelbridge-infra-test-'));
  const context: Record<string, unknown> = { ...cdkJson.context, ...options.context };
  if (options.bundling === false) context['aws:cdk:bundling-stacks'] = [];
  // In-memory synthesis: a failed validation (cdk-nag) throws with the full report in the message.
  context['@aws-cdk/core:appMode'] = 'inmemory';

  try {
    const app = new App({ outdir, context });
    const stacks = buildReelbridge(app, { webDistDir: options.webDistDir });
    options.beforeSynth?.(stacks);
    const assembly = app.synth();
    const templates = new Map<string, Template>();

    return {
      app,
      stacks,
      assembly,
      outdir,
      template(stack) {
        let template = templates.get(stack.artifactId);
        if (!template) {
          template = Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
          templates.set(stack.artifactId, template);
        }
        return template;
      },
      violations() {
        const file = join(assembly.directory, 'validation-report.json');
        if (!existsSync(file)) return [];
        const report = JSON.parse(readFileSync(file, 'utf8')) as {
          pluginReports?: { violations?: ValidationViolation[] }[];
        };
        return (report.pluginReports ?? []).flatMap((plugin) => plugin.violations ?? []);
      },
      messages(stack) {
        return assembly.getStackArtifact(stack.artifactId).messages.map((message) => ({
          level: message.level,
          id: message.id,
          data: String(message.entry.data),
        }));
      },
      dispose() {
        rmSync(outdir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
}

/** The /config.json the web stack deploys, as staged (its tokens are markers). */
export function deployedConfig(synthesized: Synthesized): RuntimeConfig {
  const file = readdirSync(synthesized.outdir)
    .map((name) => join(synthesized.outdir, name, 'config.json'))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No staged config.json in ${synthesized.outdir}`);
  return JSON.parse(readFileSync(file, 'utf8')) as RuntimeConfig;
}
