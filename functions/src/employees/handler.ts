import { createDomainHandler, created, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('employees', {
  'employees.create': async ({ principal, body }) => {
    const result = await service.createEmployee(principal, body);
    return result.created ? created(result.employee) : ok(result.employee);
  },
  'employees.getByEmail': async ({ principal, params }) => ok(await service.findByEmail(principal, params.email ?? '')),
});
