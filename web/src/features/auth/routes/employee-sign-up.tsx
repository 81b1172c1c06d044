import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import { Center, Loader, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { CompanySearchResult, InvitationPreview } from '@reelbridge/shared/api/types';
import { TEAM_MESSAGES } from '@reelbridge/shared/messages';
import {
  employeeSignUpSchema,
  invitationSignUpSchema,
  type EmployeeSignUpInput,
  type InvitationSignUpInput,
} from '@reelbridge/shared/schemas/signup';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PublicCard } from '@/components/public-card';
import { PublicLinks } from '@/components/public-links';
import { StatusAlert } from '@/components/status-alert';
import { useInvitationPreview } from '../api/invitation';
import { useSignUp } from '../api/sign-up';
import { CompanyPicker } from '../components/company-picker';
import { PersonFields } from '../components/person-fields';
import { SignUpError } from '../components/sign-up-error';
import { SignUpVerification } from '../components/sign-up-verification';

/**
 * /employee/signup (docs/product.md#screens), changed by docs/brand-teams.md: picking a company makes a join request
 * that its owner or the agency must accept; an invitation link (`?invitation=`) signs the person up straight into the
 * brand. The browser never records membership itself: the sign-up triggers do, from what they checked on the server.
 */
export function EmployeeSignUpRoute() {
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation')?.trim();
  return invitation ? <InvitationSignUp token={invitation} /> : <JoinRequestSignUp />;
}

function JoinRequestSignUp() {
  const signUp = useSignUp();
  const [company, setCompany] = useState<CompanySearchResult | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm<EmployeeSignUpInput>({
    mode: 'controlled',
    initialValues: { companyId: '', name: '', email: '', phone: '', password: '', confirmPassword: '' },
    validate: schemaResolver(employeeSignUpSchema, { sync: true }),
  });

  if (verifyEmail) {
    return (
      <SignUpVerification email={verifyEmail} notice={TEAM_MESSAGES.requestSent(company?.name ?? 'the company')} />
    );
  }

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
      description="Ask to join your company's team on Reelbridge. Its owner accepts your request; if you have an invitation e-mail, use its link instead."
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
            Ask to join
          </LoadingButton>
        </Stack>
      </form>
    </PublicCard>
  );
}

function InvitationSignUp({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  if (preview.isPending) {
    return (
      <PublicCard title="Join your team">
        <Center py="lg">
          <Loader role="status" aria-label="Opening the invitation" />
        </Center>
      </PublicCard>
    );
  }
  if (preview.isError) {
    return (
      <PublicCard title="Join your team" footer={<PublicLinks current="/employee/signup" />}>
        <StatusAlert tone="error">{TEAM_MESSAGES.invitationInvalid}</StatusAlert>
      </PublicCard>
    );
  }
  return <InvitationForm token={token} invitation={preview.data} />;
}

function InvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const signUp = useSignUp();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm<InvitationSignUpInput>({
    mode: 'controlled',
    initialValues: { name: '', email: invitation.email ?? '', phone: '', password: '', confirmPassword: '' },
    validate: schemaResolver(invitationSignUpSchema, { sync: true }),
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
        metadata: { signUpType: 'invitation', invitation: token },
      },
      { onSuccess: () => setVerifyEmail(email) },
    );
  });

  return (
    <PublicCard
      title={`Join ${invitation.companyName}`}
      description={`You were invited to ${invitation.companyName}'s team on Reelbridge${invitation.role === 'owner' ? ' as its owner' : ''}. Create your account to open its workspace.`}
      footer={<PublicLinks current="/employee/signup" />}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Invitation sign-up">
        <Stack gap="md">
          {signUp.isError && <SignUpError error={signUp.error} email={form.getValues().email.trim()} />}
          <PersonFields form={form} disabled={signUp.isPending} emailReadOnly={Boolean(invitation.email)} />
          <LoadingButton type="submit" fullWidth size="md" loading={signUp.isPending} loadingText="Creating account...">
            Create account
          </LoadingButton>
        </Stack>
      </form>
    </PublicCard>
  );
}
