import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { TRANSACTION_ATTEMPTS, writeTransaction } from '../data/client';
import { METRIC } from './metric-names';
import { countMetric, flushMetrics, metrics } from './metrics';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});
afterEach(() => {
  dynamo.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  metrics.clearMetrics();
});
afterAll(() => dynamo.restore());

/** What metrics.singleMetric() records: [dimension name, value, metric name, count] per record. */
function recordSingles(): [string, string, string, number][] {
  const records: [string, string, string, number][] = [];
  vi.spyOn(metrics, 'singleMetric').mockImplementation(() => {
    const dimension: [string, string] = ['', ''];
    const fake = {
      addDimension: (name: string, value: string) => {
        dimension.splice(0, 2, name, value);
        return fake;
      },
      addMetric: (name: string, _unit: string, value: number) => {
        records.push([...dimension, name, value]);
      },
    };
    return fake as unknown as ReturnType<typeof metrics.singleMetric>;
  });
  return records;
}

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const input = { TransactItems: [{ Put: { TableName: 'test-table', Item: { pk: 'A', sk: 'B' } } }] };

describe('transaction metrics', () => {
  // The functions project switches metrics off (vitest.config.mts); these tests count them.
  beforeEach(() => vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false'));

  it('counts each retry of a cancelled transaction by its reason', async () => {
    const records = recordSingles();
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .rejectsOnce(cancelled('ThrottlingError'))
      .resolves({});
    await writeTransaction(input);
    expect(records).toEqual([
      ['reason', 'TransactionConflict', METRIC.transactionRetried, 1],
      ['reason', 'ThrottlingError', METRIC.transactionRetried, 1],
    ]);
  });

  it('counts a transaction given up on after its attempts', async () => {
    const records = recordSingles();
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(writeTransaction(input)).rejects.toThrow();
    expect(records.filter(([, , name]) => name === METRIC.transactionRetried)).toHaveLength(TRANSACTION_ATTEMPTS - 1);
    expect(records.filter(([, , name]) => name === METRIC.transactionGaveUp)).toEqual([
      ['reason', 'TransactionConflict', METRIC.transactionGaveUp, 1],
    ]);
  });

  it('writes no transaction metric locally (POWERTOOLS_DEV) unless metrics are switched on', async () => {
    const records = recordSingles();
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    await writeTransaction(input);
    expect(records).toEqual([]);
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    await writeTransaction(input);
    expect(records).toEqual([['reason', 'TransactionConflict', METRIC.transactionRetried, 1]]);
  });

  it('counts nothing for a failed condition', async () => {
    const records = recordSingles();
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    await expect(writeTransaction(input)).rejects.toThrow();
    expect(records).toEqual([]);
  });
});

describe('flushMetrics', () => {
  it('publishes only when a metric was counted (an empty publish is a warning line per request)', () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const publish = vi.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
      metrics.clearMetrics();
      return metrics;
    });
    flushMetrics();
    expect(publish).not.toHaveBeenCalled();
    countMetric(METRIC.creatorsPaid);
    flushMetrics();
    expect(publish).toHaveBeenCalledTimes(1);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('publishes nothing locally (POWERTOOLS_DEV, set after this module loaded) unless metrics are switched on', () => {
    const publish = vi.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
      metrics.clearMetrics();
      return metrics;
    });
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    countMetric(METRIC.creatorsPaid);
    flushMetrics();
    expect(publish).not.toHaveBeenCalled();
    expect(metrics.hasStoredMetrics()).toBe(false);
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    countMetric(METRIC.creatorsPaid);
    flushMetrics();
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('writes EMF in the namespace with the service dimension', () => {
    countMetric(METRIC.briefsSent, 2);
    const emf = metrics.serializeMetrics() as unknown as {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
      BriefsSent: number;
    };
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || 'Reelbridge',
      Dimensions: [['service']],
      Metrics: [{ Name: METRIC.briefsSent, Unit: 'Count' }],
    });
    expect(emf.BriefsSent).toBe(2);
  });
});
