import type { EmployeeCreate, InvitationCreated } from '@reelbridge/shared';
import { getEmployeeByEmail, type EmployeeRecord } from '../data/employees';
import { getMember } from '../data/team';
import { badRequest, forbidden, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';
import { invite } from './team';

/**
 * GET /employees/email/{email}: an admin finds anyone; a brand user only their own record, matched by their user id
 * and brand, never by the token's e-mail claim alone.
 */
export async function findByEmail(principal: Principal, email: string): Promise<EmployeeRecord> {
  const wanted = email.trim().toLowerCase();
  if (principal.role === 'creator') throw forbidden();
  const employee = await getEmployeeByEmail(wanted);
  if (principal.role === 'brand') {
    if (!employee || employee.userId !== principal.userId || employee.brandId !== principal.companyId) {
      throw forbidden();
    }
  }
  if (!employee) throw notFound('Employee not found');
  return employee;
}

/**
 * POST /employees (docs/product.md#api). Nobody is added to a company by naming it any more (docs/brand-teams.md): a
 * brand user gets their own member record; an admin's request invites the person by e-mail.
 */
export async function createEmployee(
  principal: Principal,
  input: EmployeeCreate,
  site: string,
): Promise<{ employee: EmployeeRecord } | { invitation: InvitationCreated }> {
  if (principal.role === 'brand') {
    if (input.brandId && input.brandId !== principal.companyId) throw forbidden();
    const member = await getMember(principal.companyId, principal.userId);
    if (!member) throw forbidden();
    const employee = await getEmployeeByEmail(member.email);
    if (!employee) throw notFound('Employee not found');
    return { employee };
  }
  if (principal.role !== 'admin') throw forbidden();
  if (!input.brandId || !input.email) {
    throw badRequest('Company and e-mail are required', {
      ...(input.brandId ? {} : { brandId: 'Please select a company' }),
      ...(input.email ? {} : { email: 'Email is required' }),
    });
  }
  return { invitation: await invite(principal, input.brandId, input.email, site) };
}
