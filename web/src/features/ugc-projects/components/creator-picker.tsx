import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Creator } from '@reelbridge/shared/api/types';
import { SEARCH_DEBOUNCE_MS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { serverMessage, useCreatorOptions } from '../api/projects';
import classes from './creator-picker.module.css';

export interface PickedCreator {
  id: string;
  name: string;
  email: string;
}

export const creatorDisplayName = (creator: Pick<Creator, 'firstName' | 'lastName'>) =>
  `${creator.firstName} ${creator.lastName}`.trim();

export interface CreatorPickerProps {
  /** Creators already on the project: each can be added only once (docs/product.md#validation). */
  selectedIds: ReadonlySet<string>;
  onAdd: (creator: PickedCreator) => void;
  disabled?: boolean;
}

/**
 * Finds creators by name prefix or exact e-mail (debounced) and adds them to the project; a creator already
 * on it shows as added.
 */
export function CreatorPicker({ selectedIds, onAdd, disabled }: CreatorPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const options = useCreatorOptions(query);
  const creators = options.data ?? [];

  return (
    <Stack gap={6}>
      <TextInput
        label="Find a creator"
        type="search"
        placeholder="Name, handle or e-mail"
        description="Each creator can be added once."
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={options.isFetching ? <Loader size={16} aria-hidden /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-controls={`${id}-results`}
        autoComplete="off"
        maxLength={254}
        disabled={disabled}
      />
      <div id={`${id}-results`} aria-live="polite">
        {options.isError && (
          <Text size="sm" c="red.8" role="alert">
            {serverMessage(options.error) ?? MESSAGES.creatorsLoadFailed}
          </Text>
        )}
        {options.isSuccess && creators.length === 0 && (
          <Text size="sm" c="dimmed">
            {query ? `No creator's name, handle or e-mail has a word beginning with "${query}".` : 'No creators yet.'}
          </Text>
        )}
        {creators.length > 0 && (
          <Paper withBorder radius="md" className={classes.results}>
            <ul className={classes.list} aria-label={query ? 'Matching creators' : 'Creators'}>
              {creators.map((creator) => {
                const name = creatorDisplayName(creator);
                const added = selectedIds.has(creator.id);
                return (
                  <li key={creator.id} className={classes.option}>
                    <div className={classes.who}>
                      <Text size="sm" fw={600} truncate>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {creator.email}
                      </Text>
                    </div>
                    {added ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="gray"
                        disabled
                        style={{ flexShrink: 0 }}
                        leftSection={<IconCheck size={14} aria-hidden />}
                        aria-label={`${name} added`}
                      >
                        Added
                      </Button>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        disabled={disabled}
                        style={{ flexShrink: 0 }}
                        aria-label={`Add ${name}`}
                        onClick={() => onAdd({ id: creator.id, name, email: creator.email })}
                      >
                        Add
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </Paper>
        )}
      </div>
    </Stack>
  );
}
