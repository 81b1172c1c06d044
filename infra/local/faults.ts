/** Switches the local DynamoDB's faults from another process (an integration test's worker) through its control URL. */
import type { DynamoFaults, FaultReport } from './dynamo';

async function control(endpoint: string, method: string, faults?: DynamoFaults): Promise<FaultReport> {
  const response = await fetch(`${endpoint}/_faults`, {
    method,
    ...(faults ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) } : {}),
  });
  if (!response.ok) throw new Error(`Local DynamoDB faults: ${response.status} ${await response.text()}`);
  return (await response.json()) as FaultReport;
}

/** Replaces the faults to inject; what was injected is counted afresh. */
export const setDynamoFaults = (endpoint: string, faults: DynamoFaults) => control(endpoint, 'POST', faults);
export const dynamoFaultReport = (endpoint: string) => control(endpoint, 'GET');
export const clearDynamoFaults = (endpoint: string) => control(endpoint, 'DELETE');
