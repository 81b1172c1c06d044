import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { PASSWORD_RULE_HINT } from '@reelbridge/shared/rules/password';
import { Fieldset, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SOCIAL_PLATFORMS } from '@reelbridge/shared/constants';
import { normalizeHandle } from '@reelbridge/shared/schemas/common';
import { EmailInput, PhoneInput, WebsiteInput } from '@/components/contact-inputs';
import { IndustrySelect } from '@/components/industry-select';
import { SOCIAL_LABELS, type WizardValues } from '../wizard-values';
import classes from './wizard.module.css';

export interface BrandStepProps {
  form: UseFormReturnType<WizardValues>;
  /** Before sign-in: the e-mail and password create the brand owner's account. */
  withPassword: boolean;
  disabled?: boolean;
}

/** Step 1, Brand Information (docs/product.md#records and #validation). */
export function BrandStep({ form, withPassword, disabled }: BrandStepProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Brand name"
          autoComplete="organization"
          placeholder="Acme Beauty"
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('brand.name')}
        />
        <IndustrySelect disabled={disabled} {...form.getInputProps('brand.industry')} />
        <EmailInput
          autoComplete={withPassword ? 'username' : 'email'}
          placeholder="hello@yourbrand.com"
          description={withPassword ? 'You will sign in with this email' : undefined}
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('brand.email')}
        />
        <PhoneInput withAsterisk disabled={disabled} {...form.getInputProps('brand.phone')} />
        {withPassword && (
          <>
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              description={PASSWORD_RULE_HINT}
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('brand.password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              description="The same password again"
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('brand.confirmPassword')}
            />
          </>
        )}
      </SimpleGrid>
      <WebsiteInput
        placeholder="https://yourbrand.com (optional)"
        disabled={disabled}
        {...form.getInputProps('brand.website')}
      />
      <Fieldset
        legend="Social media"
        variant="unstyled"
        disabled={disabled}
        classNames={{ legend: classes.fieldsetLegend }}
        p={0}
        m={0}
      >
        <Text size="xs" c="dimmed" mb="xs">
          Your handles without the @; spaces are removed and letters lowercased.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
          {SOCIAL_PLATFORMS.map((platform) => {
            const path = `brand.socialMedia.${platform}` as const;
            const input = form.getInputProps(path);
            return (
              <TextInput
                key={platform}
                label={SOCIAL_LABELS[platform]}
                leftSection={<span aria-hidden>@</span>}
                placeholder="yourbrand"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                {...input}
                onChange={(event) => form.setFieldValue(path, normalizeHandle(event.currentTarget.value))}
              />
            );
          })}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
