import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WizardValues } from '../wizard-values';

/** Step 6, Creator Setup: who creators deal with at the brand, and how the brand introduces itself to them. */
export function CreatorSetupStep({ form, disabled }: { form: UseFormReturnType<WizardValues>; disabled?: boolean }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Contact name"
          autoComplete="name"
          placeholder="Who creators talk to"
          disabled={disabled}
          {...form.getInputProps('creatorSetup.name')}
        />
        <TextInput
          label="Contact email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="creators@yourbrand.com"
          disabled={disabled}
          {...form.getInputProps('creatorSetup.email')}
        />
        <TextInput
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 010 0100"
          disabled={disabled}
          {...form.getInputProps('creatorSetup.phone')}
        />
        <TextInput
          label="Website for creators"
          type="url"
          inputMode="url"
          placeholder="https://yourbrand.com/creators"
          disabled={disabled}
          {...form.getInputProps('creatorSetup.website')}
        />
      </SimpleGrid>
      <Textarea
        label="Bio"
        description="How your brand introduces itself to creators"
        autosize
        minRows={3}
        maxRows={8}
        disabled={disabled}
        {...form.getInputProps('creatorSetup.bio')}
      />
      <Textarea
        label="Social handles for creators to tag"
        placeholder="@yourbrand on TikTok and Instagram"
        autosize
        minRows={2}
        maxRows={5}
        disabled={disabled}
        {...form.getInputProps('creatorSetup.socialHandles')}
      />
    </Stack>
  );
}
