import { newId, normalizePhone, type EmployeeCreate } from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { getEmployeeByEmail, putNewEmployee, type EmployeeRecord } from '../data/employees';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';

export async function findByEmail(principal: Principal, email: string): Promise<EmployeeRecord> {
  const wanted = email.trim().toLowerCase();
  if (principal.role !== 'admin' && principal.email.toLowerCase() !== wanted) throw forbidden();
  const employee = await getEmployeeByEmail(wanted);
  if (!employee) throw notFound('Employee not found');
  return employee;
}

/**
 * A brand user records themself in their own company (idempotent: an existing record is returned);
 * an admin attaches a person to any existing company.
 */
export async function createEmployee(
  principal: Principal,
  input: EmployeeCreate,
  now = new Date().toISOString(),
): Promise<{ employee: EmployeeRecord; created: boolean }> {
  let brandId: string;
  let email: string;
  let userId = '';
  if (principal.role === 'brand') {
    if (input.brandId && input.brandId !== principal.companyId) throw forbidden();
    if (input.email && input.email !== principal.email.toLowerCase()) throw forbidden();
    brandId = principal.companyId;
    email = principal.email.toLowerCase();
    userId = principal.userId;
  } else if (principal.role === 'admin') {
    if (!input.brandId || !input.email) {
      throw badRequest('Company and e-mail are required', {
        ...(input.brandId ? {} : { brandId: 'Please select a company' }),
        ...(input.email ? {} : { email: 'Email is required' }),
      });
    }
    brandId = input.brandId;
    email = input.email;
  } else {
    throw forbidden();
  }
  if (!(await getBrand(brandId))) throw notFound('Brand not found');
  const existing = await getEmployeeByEmail(email);
  if (existing) {
    if (principal.role === 'brand' && existing.brandId === brandId) return { employee: existing, created: false };
    throw conflict('An employee with this email already exists', {
      email: 'An employee with this email already exists',
    });
  }
  const employee: EmployeeRecord = {
    id: newId('employee'),
    brandId,
    userId,
    firstName: input.firstName,
    lastName: input.lastName ?? '',
    email,
    role: 'employee',
    createdAt: now,
  };
  if (input.phoneNumber) employee.phoneNumber = normalizePhone(input.phoneNumber);
  await putNewEmployee(employee);
  return { employee, created: true };
}
