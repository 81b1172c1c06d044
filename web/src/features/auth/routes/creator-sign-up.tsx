import '@mantine/core/styles/Stack.css';
import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { creatorSignUpSchema, type CreatorSignUpInput } from '@reelbridge/shared/schemas/signup';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingButton } from '@/components/loading-button';
import { PublicCard } from '@/components/public-card';
import { PublicLinks } from '@/components/public-links';
import { useSignUp } from '../api/sign-up';
import { PersonFields } from '../components/person-fields';
import { SignUpError } from '../components/sign-up-error';
import { SignUpVerification } from '../components/sign-up-verification';

type CreatorValues = Required<CreatorSignUpInput>;

/**
 * /creatoraccount (docs/product.md#screens): the form, then the e-mail verification code, then /login. The creator id
 * (from the agency; `?creatorId=` prefills it) is checked against the e-mail by the PreSignUp trigger; the
 * creator group and id are set by the server once the e-mail is confirmed.
 */
export function CreatorSignUpRoute() {
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const form = useForm<CreatorValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: searchParams.get('email') ?? '',
      phone: '',
      password: '',
      confirmPassword: '',
      creatorId: searchParams.get('creatorId') ?? '',
    },
    validate: schemaResolver(creatorSignUpSchema, { sync: true }),
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
        metadata: { signUpType: 'creator', creatorId: values.creatorId.trim() },
      },
      { onSuccess: () => setVerifyEmail(email) },
    );
  });

  return (
    <PublicCard
      title="Create your creator account"
      description="Use the email address and Creator ID the agency gave you."
      footer={<PublicLinks current="/creatoraccount" />}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Creator sign-up">
        <Stack gap="md">
          {signUp.isError && <SignUpError error={signUp.error} email={form.getValues().email.trim()} />}
          <TextInput
            label="Creator ID"
            placeholder="cr_…"
            description="The ID from your invitation, starting with cr_"
            autoComplete="off"
            spellCheck={false}
            withAsterisk
            disabled={signUp.isPending}
            {...form.getInputProps('creatorId')}
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
