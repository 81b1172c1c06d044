import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

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
