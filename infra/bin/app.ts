import { App } from 'aws-cdk-lib';
import { buildReelbridge } from '../lib/reelbridge';

// `npx cdk synth|deploy [-c stage=<name>]` (default stage dev). The CLI synthesizes the app when this module exits.
buildReelbridge(new App());
