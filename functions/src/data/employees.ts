import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { GSI2, keys } from './keys';

export interface EmployeeRecord {
  id: string;
  brandId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  role: 'employee';
  createdAt: string;
}

export async function putNewEmployee(employee: EmployeeRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.employee(employee.brandId, employee.id),
        ...keys.byEmail(employee.email),
        gsi2sk: 'EMPLOYEE',
        type: 'employee',
        ...employee,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
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
