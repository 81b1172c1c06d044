/** Where company registration leads, and what it hands on (the id in the query survives a reload). */
export const COMPANY_ID_PARAM = 'companyId';

export interface RegisteredCompany {
  id: string;
  name: string;
  /** What was given at registration, so the wizard's first step starts filled in. */
  email?: string;
  phone?: string;
  website?: string;
  industry?: string;
}

export interface RegistrationState {
  company?: RegisteredCompany;
}

export function registrationSuccessPath(companyId: string): string {
  return `/registration-success?${new URLSearchParams({ [COMPANY_ID_PARAM]: companyId }).toString()}`;
}

export function brandOnboardingPath(companyId: string): string {
  return `/brandonboarding?${new URLSearchParams({ [COMPANY_ID_PARAM]: companyId }).toString()}`;
}

/** The registered company's name from router state, when the page was reached from the form. */
export function registeredCompanyName(state: unknown, companyId: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const company = (state as RegistrationState).company;
  return company && company.id === companyId && typeof company.name === 'string' ? company.name : undefined;
}

/** The registered company's details from router state (registration → success page → wizard), without the id. */
export function registeredCompany(state: unknown, companyId: string): Omit<RegisteredCompany, 'id'> | undefined {
  if (!registeredCompanyName(state, companyId)) return undefined;
  const { id: _id, ...company } = (state as RegistrationState).company!;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    name: company.name,
    email: text(company.email),
    phone: text(company.phone),
    website: text(company.website),
    industry: text(company.industry),
  };
}
