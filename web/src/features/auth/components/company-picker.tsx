import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button, Group, Input, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CompanySearchResult } from '@reelbridge/shared/api/types';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useCompanySearch } from '../api/search-companies';
import classes from './company-picker.module.css';

export interface CompanyPickerProps {
  value: CompanySearchResult | null;
  onChange: (company: CompanySearchResult | null) => void;
  /** 'Please select a company' when the form is submitted without one. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Employee sign-up's company field (docs/product.md#screens): a search box (debounced SEARCH_DEBOUNCE_MS), the matching
 * companies to pick from, and the chosen company with a way to change it.
 */
export function CompanyPicker({ value, onChange, error, disabled }: CompanyPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  // After 'Change', the search comes back with its text and results, and the focus.
  const [refocus, setRefocus] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value && refocus) searchRef.current?.focus();
  }, [value, refocus]);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(value ? '' : debounced);

  if (value) {
    return (
      <Input.Wrapper label="Company" withAsterisk labelElement="div" id={`${id}-selected`}>
        <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={`${id}-selected-label`}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <IconBuildingStore size={20} aria-hidden color="var(--mantine-color-indigo-7)" />
              <Text fw={600} truncate>
                {value.name}
              </Text>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={disabled}
              aria-label={`Change company (${value.name} selected)`}
              onClick={() => {
                setRefocus(true);
                onChange(null);
              }}
            >
              Change
            </Button>
          </Group>
        </Paper>
      </Input.Wrapper>
    );
  }

  const typed = debounced !== '';
  const results = search.data ?? [];
  return (
    <Stack gap={6}>
      <TextInput
        label="Company"
        type="search"
        placeholder="Start typing your company's name"
        description="Search for the company you work for and select it."
        withAsterisk
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size={16} aria-hidden /> : null}
        ref={searchRef}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        disabled={disabled}
        aria-controls={`${id}-results`}
        autoComplete="off"
      />
      <div id={`${id}-results`} aria-live="polite">
        {typed && search.isError && (
          <Text size="sm" c="red.8" role="alert">
            {MESSAGES.companySearchFailed}
          </Text>
        )}
        {typed && search.isSuccess && !search.isPlaceholderData && results.length === 0 && (
          <Text size="sm" c="dimmed">
            {MESSAGES.noCompaniesFound}
          </Text>
        )}
        {typed && !search.isError && results.length > 0 && (
          <Paper withBorder radius="md" className={classes.results}>
            <ul className={classes.list} aria-label="Matching companies">
              {results.map((company) => (
                <li key={company.id}>
                  <UnstyledButton className={classes.option} disabled={disabled} onClick={() => onChange(company)}>
                    <IconBuildingStore size={18} aria-hidden />
                    <span>{company.name}</span>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </Paper>
        )}
      </div>
    </Stack>
  );
}
