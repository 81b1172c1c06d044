import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Loader, Menu, Text } from '@mantine/core';
import type { BrandProfile } from '@reelbridge/shared/schemas/brand-profile';
import { IconTextPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brandProfileQueryOptions } from './brand-profile-query';

/** The profile's texts the picker offers, in this order, with their labels. */
export const PICKABLE_TEXTS = [
  ['personality', 'Brand voice'],
  ['tone', 'Tone'],
  ['dos', "Do's"],
  ['donts', "Don'ts"],
  ['keyMessages', 'Key messages'],
  ['taglines', 'Taglines'],
  ['valueProps', 'Value propositions'],
] as const satisfies readonly (readonly [keyof BrandProfile['voice'], string])[];

/** The non-empty texts of a profile, as the picker lists them. */
export function pickableTexts(profile: Pick<BrandProfile, 'voice'> | undefined): { label: string; text: string }[] {
  if (!profile) return [];
  return PICKABLE_TEXTS.flatMap(([field, label]) => {
    const text = profile.voice[field]?.trim();
    return text ? [{ label, text }] : [];
  });
}

const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

export interface BrandTextPickerProps {
  /** The brand whose profile is offered; the menu is disabled without one. */
  brandId: string | undefined;
  /** Called with the whole text picked. */
  onPick: (text: string) => void;
  /** Names the field, for screen readers: 'Insert from brand profile into Key messages'. */
  fieldLabel?: string;
  disabled?: boolean;
}

/**
 * 'Insert from brand profile': a small menu of the brand's non-empty voice texts (voice, tone, do's, don'ts, key
 * messages, taglines, value props); picking one calls `onPick(text)`. The profile is read when the menu first opens,
 * through the query the brand pages share.
 */
export function BrandTextPicker({ brandId, onPick, fieldLabel, disabled = false }: BrandTextPickerProps) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const profile = useQuery({ ...brandProfileQueryOptions(brandId ?? ''), enabled: !!brandId && wanted });
  const texts = pickableTexts(profile.data);
  const label = fieldLabel ? `Insert from brand profile into ${fieldLabel}` : 'Insert from brand profile';

  let items;
  if (profile.isPending) {
    items = (
      <Menu.Label>
        <Loader size="xs" aria-hidden /> Loading the brand profile…
      </Menu.Label>
    );
  } else if (profile.isError) {
    items = <Menu.Label>The brand profile could not be loaded.</Menu.Label>;
  } else if (texts.length === 0) {
    items = <Menu.Label>The brand profile has no texts yet.</Menu.Label>;
  } else {
    items = texts.map(({ label: name, text }) => (
      <Menu.Item key={name} onClick={() => onPick(text)} aria-label={`${name}: ${text}`}>
        <Text size="xs" fw={600}>
          {name}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {preview(text)}
        </Text>
      </Menu.Item>
    ));
  }

  return (
    <Menu
      opened={opened}
      onChange={(value) => {
        setOpened(value);
        if (value) setWanted(true);
      }}
      position="bottom-end"
      width={320}
      withinPortal
    >
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconTextPlus size={14} aria-hidden />}
          disabled={disabled || !brandId}
          aria-label={label}
        >
          Insert from brand profile
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}
