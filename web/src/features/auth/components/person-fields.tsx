import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { PASSWORD_RULE_HINT } from '@reelbridge/shared/rules/password';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EmailInput, PhoneInput } from '@/components/contact-inputs';

export interface PersonValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** The fields creator and employee sign-up share: full name, e-mail, phone, password and its confirmation. */
export function PersonFields<Values extends PersonValues>({
  form,
  disabled,
  emailReadOnly = false,
}: {
  form: UseFormReturnType<Values>;
  disabled: boolean;
  /** The e-mail is given (an invitation's): shown, not editable. */
  emailReadOnly?: boolean;
}) {
  return (
    <>
      <TextInput
        label="Full name"
        autoComplete="name"
        placeholder="First and last name"
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <EmailInput
          placeholder="you@example.com"
          withAsterisk
          disabled={disabled}
          readOnly={emailReadOnly}
          description={emailReadOnly ? 'The address the invitation was sent to' : undefined}
          {...form.getInputProps('email')}
        />
        <PhoneInput withAsterisk disabled={disabled} {...form.getInputProps('phone')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={PASSWORD_RULE_HINT}
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
    </>
  );
}
