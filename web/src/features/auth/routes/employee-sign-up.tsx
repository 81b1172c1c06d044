import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { CompanySearchResult } from '@reelbridge/shared/api/types';
import { employeeSignUpSchema, type EmployeeSignUpInput } from '@reelbridge/shared/schemas/signup';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { PublicCard } from '@/components/public-card';
import { PublicLinks } from '@/components/public-links';
import { useSignUp } from '../api/sign-up';
import { CompanyPicker } from '../components/company-picker';
import { PersonFields } from '../components/person-fields';
import { SignUpError } from '../components/sign-up-error';
import { SignUpVerification } from '../components/sign-up-verification';

/**
 * /employee/signup (spec section 2): search the company and select it, the person's details, then the e-mail
 * verification code, then /login.
 *
 * The original flow called POST /employees after verifying. Here the browser makes no such call (the person is
 * not signed in at that point): the PostConfirmation trigger writes the employee record and sets
 * custom:company_id and the brand group on the server, from the company the PreSignUp trigger checked.
 */
export function EmployeeSignUpRoute() {
  const signUp = useSignUp();
  const [company, setCompany] = useState<CompanySearchResult | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm<EmployeeSignUpInput>({
    mode: 'controlled',
    initialValues: { companyId: '', name: '', email: '', phone: '', password: '', confirmPassword: '' },
    validate: schemaResolver(employeeSignUpSchema, { sync: true }),
  });

  if (verifyEmail) return <SignUpVerification email={verifyEmail} />;

  const handleSubmit = form.onSubmit((values) => {
    const email = values.email.trim().toLowerCase();
    signUp.mutate(
      {
        email,
        password: values.password,
        name: values.name,
        phone: values.phone,
        metadata: { signUpType: 'brand-employee', companyId: values.companyId },
      },
      { onSuccess: () => setVerifyEmail(email) },
    );
  });

  return (
    <PublicCard
      title="Join your company"
      description="Sign up as a member of your company's team on Reelbridge."
      footer={<PublicLinks current="/employee/signup" />}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Employee sign-up">
        <Stack gap="md">
          {signUp.isError && <SignUpError error={signUp.error} email={form.getValues().email.trim()} />}
          <CompanyPicker
            value={company}
            onChange={(next) => {
              setCompany(next);
              form.setFieldValue('companyId', next?.id ?? '');
            }}
            error={form.errors.companyId}
            disabled={signUp.isPending}
          />
          <PersonFields form={form} disabled={signUp.isPending} />
          <LoadingButton type="submit" fullWidth size="md" loading={signUp.isPending} loadingText="Creating account...">
            Create account
          </LoadingButton>
        </Stack>
      </form>
    </PublicCard>
  );
}
