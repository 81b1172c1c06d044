import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { GSI2, keys } from './keys';

/** An employee as docs/product.md#api answers it: a member of a brand's team (data/team.ts writes them). */
export interface EmployeeRecord {
  id: string;
  brandId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  /** A team member's role (docs/brand-teams.md). */
  role: 'owner' | 'member';
  createdAt: string;
}

const EMPLOYEE_FIELDS = [
  'id',
  'brandId',
  'userId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'role',
  'createdAt',
] as const;

function toEmployee(item: Record<string, unknown>): EmployeeRecord {
  const employee: Record<string, unknown> = {};
  for (const field of EMPLOYEE_FIELDS) if (item[field] !== undefined) employee[field] = item[field];
  employee.createdAt ??= item.joinedAt;
  return employee as unknown as EmployeeRecord;
}

export async function getEmployeeByEmail(email: string): Promise<EmployeeRecord | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.byEmail(email).gsi2pk, ':sk': 'EMPLOYEE' },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? toEmployee(item) : undefined;
}
