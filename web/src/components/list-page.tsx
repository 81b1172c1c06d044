import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import { Group, Stack, Text, TextInput, Title, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The heading row of a back-office list page: title, one line of description, and the page's main action. */
export function ListPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {action}
    </Group>
  );
}

/** The search box of a list page (the caller debounces the value). */
export function ListSearchInput({
  value,
  onSearch,
  ...props
}: { value: string; onSearch: (value: string) => void } & Omit<TextInputProps, 'value' | 'onChange' | 'type'>) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
    />
  );
}
