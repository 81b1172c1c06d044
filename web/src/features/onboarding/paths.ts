/** Where company registration leads, and what it hands on (the id in the query survives a reload). */
export const COMPANY_ID_PARAM = 'companyId';

export interface RegistrationState {
  company?: { id: string; name: string };
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
