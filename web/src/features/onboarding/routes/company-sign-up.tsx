import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { PublicLinks } from '@/components/public-links';
import { StatusAlert } from '@/components/status-alert';
import { registrationProblem, useRegisterCompany } from '../api/register-company';
import { CompanyForm } from '../components/company-form';
import { registrationSuccessPath, type RegistrationState } from '../paths';

/** /company/signup (docs/product.md#screens): register a company, then /registration-success. */
export function CompanySignUpRoute() {
  const navigate = useNavigate();
  const register = useRegisterCompany();
  const { isError, error } = register;
  const problem = useMemo(() => (isError ? registrationProblem(error) : null), [isError, error]);
  return (
    <PublicCard
      title="Register your company"
      description="Bring your brand to Reelbridge. You will complete the brand onboarding next."
      footer={<PublicLinks current="/company/signup" />}
    >
      {problem && <StatusAlert tone="error">{problem.message}</StatusAlert>}
      <CompanyForm
        busy={register.isPending}
        serverErrors={problem?.fields}
        onSubmit={(values) =>
          register.mutate(values, {
            onSuccess: (brand) => {
              const state: RegistrationState = {
                company: {
                  id: brand.id,
                  name: brand.name,
                  email: brand.email,
                  phone: brand.phone,
                  industry: brand.industry,
                  ...(brand.website ? { website: brand.website } : {}),
                },
              };
              void navigate(registrationSuccessPath(brand.id), { state });
            },
          })
        }
      />
    </PublicCard>
  );
}
