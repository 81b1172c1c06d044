import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SOCIAL_PLATFORMS } from '@reelbridge/shared/constants';
import type {
  BrandAssetField,
  BrandAssetFile,
  BrandColourField,
  BrandProfile,
} from '@reelbridge/shared/schemas/brand-profile';
import { IconDownload, IconFile, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { websiteHref } from './brands-table';

type Voice = BrandProfile['voice'];
type Entry = readonly [label: string, value: string | undefined];

const SOCIAL_LABELS: Record<string, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

const COLOUR_LABELS: Record<BrandColourField, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  text: 'Text',
};

export const ASSET_LABELS: Record<BrandAssetField, string> = {
  productPhotos: 'Product photos',
  brandVideos: 'Brand videos',
  packagingFiles: 'Packaging files',
  styleGuide: 'Style guide',
  marketingMaterials: 'Marketing materials',
  socialExamples: 'Social examples',
};

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with the colour (at least 4.5:1 for any colour one of them reaches). */
export function labelColourOn(hex: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#000000';
  const l = luminance(hex);
  const onBlack = (l + 0.05) / 0.05;
  const onWhite = 1.05 / (l + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}

/** A section of the profile: its heading, then its content or, when it has none, what is missing. */
function Section({
  title,
  empty,
  headingOrder,
  children,
}: {
  title: string;
  empty: string;
  headingOrder: 2 | 3;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        {children ?? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Label and text pairs as a description list; texts keep their line breaks. */
function Facts({ entries }: { entries: readonly Entry[] }) {
  const filled = entries.filter(([, value]) => value?.trim());
  if (filled.length === 0) return null;
  return (
    <Stack component="dl" gap="sm" m={0}>
      {filled.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function factsOrNothing(entries: readonly Entry[]): ReactNode {
  return entries.some(([, value]) => value?.trim()) ? <Facts entries={entries} /> : undefined;
}

function voiceEntries(voice: Voice, fields: readonly (readonly [keyof Voice, string])[]): Entry[] {
  return fields.map(([field, label]) => [label, voice[field]] as const);
}

/** The colours as swatches, or undefined when none is set (the section then says so). */
function swatches(colours: BrandProfile['colours']): ReactNode {
  const filled = (Object.keys(COLOUR_LABELS) as BrandColourField[]).filter((field) => colours[field]);
  if (filled.length === 0) return undefined;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {filled.map((field) => {
        const hex = colours[field]!.toUpperCase();
        return (
          <li key={field}>
            <Stack gap={4}>
              <div
                data-testid={`swatch-${field}`}
                style={{
                  background: hex,
                  color: labelColourOn(hex),
                  borderRadius: 8,
                  border: '1px solid var(--mantine-color-gray-3)',
                  minHeight: 64,
                  padding: 8,
                  display: 'flex',
                  alignItems: 'flex-end',
                  fontWeight: 600,
                  fontSize: 14,
                }}
              >
                {COLOUR_LABELS[field]}
              </div>
              <Text size="sm" ff="monospace">
                {hex}
              </Text>
            </Stack>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

function Download({ file }: { file: BrandAssetFile }) {
  return (
    <Anchor
      href={file.url}
      download={file.name}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`Download ${file.name}`}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconDownload size={14} aria-hidden />
        Download
      </Group>
    </Anchor>
  );
}

function FileCard({ file, what }: { file: BrandAssetFile; what: string }) {
  let preview: ReactNode;
  if (file.kind === 'image') {
    preview = (
      <img
        src={file.url}
        alt={`${what}: ${file.name}`}
        loading="lazy"
        style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, display: 'block' }}
      />
    );
  } else if (file.kind === 'video') {
    preview = (
      <video
        controls
        preload="none"
        src={file.url}
        aria-label={`${what}: ${file.name}`}
        style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 6, background: '#000', display: 'block' }}
      />
    );
  } else {
    const Icon = file.kind === 'pdf' ? IconFileTypePdf : IconFile;
    preview = (
      <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={`Open ${file.name}`}>
        <Group gap={6} wrap="nowrap" component="span">
          <Icon size={28} aria-hidden />
          <span style={{ overflowWrap: 'anywhere' }}>{file.name}</span>
        </Group>
      </Anchor>
    );
  }
  const media = file.kind === 'image' || file.kind === 'video';
  return (
    <Paper component="li" withBorder radius="md" p="xs">
      <Stack gap={6}>
        {preview}
        {media && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        )}
        <Download file={file} />
      </Stack>
    </Paper>
  );
}

/** The files by field, or undefined when there are none. */
function files(assets: BrandProfile['assets'], headingOrder: 2 | 3): ReactNode {
  const groups = (Object.keys(ASSET_LABELS) as BrandAssetField[]).filter((field) => assets[field]?.length);
  if (groups.length === 0) return undefined;
  const order = (headingOrder + 1) as 3 | 4;
  return (
    <Stack gap="md">
      {groups.map((field) => (
        <Stack key={field} gap="xs" component="section" aria-label={ASSET_LABELS[field]}>
          <Title order={order} size="h6">
            {ASSET_LABELS[field]}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {assets[field].map((file) => (
              <FileCard key={file.key} file={file} what={ASSET_LABELS[field].replace(/s$/, '')} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function socialFacts(social: BrandProfile['social']): ReactNode {
  const platforms = [
    ...SOCIAL_PLATFORMS.filter((platform) => social[platform]),
    ...Object.keys(social).filter((platform) => !(SOCIAL_PLATFORMS as readonly string[]).includes(platform)),
  ].filter((platform) => social[platform]);
  return factsOrNothing(platforms.map((platform) => [SOCIAL_LABELS[platform] ?? platform, `@${social[platform]}`]));
}

export interface BrandProfileViewProps {
  profile: BrandProfile;
  /** The sections' heading level: 2 on a page of its own, 3 under the brand page's heading. */
  headingOrder?: 2 | 3;
}

/**
 * What a brand said about itself in the onboarding wizard (and edited since), as sections with headings: voice, do's
 * and don'ts, colours, fonts, content, strategy, creator setup, social and files. An empty section says what is
 * missing. Images show as thumbnails, videos load only when played, other files are links; each file has Download.
 */
/** Whether the profile holds nothing at all (a brand that never went through onboarding, nor edited it). */
export function isEmptyProfile(profile: BrandProfile): boolean {
  const texts = [
    profile.voice,
    profile.colours,
    profile.fonts,
    profile.strategy,
    profile.creatorSetup,
    profile.social,
  ].flatMap((group) => Object.values(group as Record<string, string | undefined>));
  return texts.every((text) => !text?.trim()) && Object.values(profile.assets).every((files) => files.length === 0);
}

export function BrandProfileView({ profile, headingOrder = 2 }: BrandProfileViewProps) {
  const { voice, fonts, strategy, creatorSetup } = profile;
  // One line instead of nine empty sections.
  if (isEmptyProfile(profile)) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text size="sm" c="dimmed">
          Nothing here yet. The brand voice, colours, fonts, do&apos;s and don&apos;ts, strategy, creator setup, social
          accounts and files appear here once the brand completes onboarding
          {profile.canEdit ? ' or the profile is edited' : ''}.
        </Text>
      </Paper>
    );
  }
  const creatorWebsite = creatorSetup.website && websiteHref(creatorSetup.website) ? creatorSetup.website : undefined;
  return (
    <Stack gap="md">
      <Section title="Brand voice" empty="No brand voice yet." headingOrder={headingOrder}>
        {factsOrNothing(
          voiceEntries(voice, [
            ['personality', 'Personality'],
            ['tone', 'Tone'],
            ['taglines', 'Taglines'],
            ['valueProps', 'Value propositions'],
            ['keyMessages', 'Key messages'],
          ]),
        )}
      </Section>
      <Section title="Do's and don'ts" empty="No do's or don'ts yet." headingOrder={headingOrder}>
        {factsOrNothing([
          ["Do's", voice.dos],
          ["Don'ts", voice.donts],
        ])}
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Colours" empty="No brand colours yet." headingOrder={headingOrder}>
          {swatches(profile.colours)}
        </Section>
        <Section title="Fonts" empty="No fonts yet." headingOrder={headingOrder}>
          {factsOrNothing([
            ['Primary font', fonts.primaryFont],
            ['Secondary font', fonts.secondaryFont],
          ])}
        </Section>
      </SimpleGrid>
      <Section title="Content" empty="No content guidance yet." headingOrder={headingOrder}>
        {factsOrNothing(
          voiceEntries(voice, [
            ['contentPillars', 'Content pillars'],
            ['contentMix', 'Content mix'],
            ['hashtagStrategy', 'Hashtags'],
            ['topContent', 'Top content'],
            ['contentMetrics', 'Metrics'],
          ]),
        )}
      </Section>
      <Section title="Strategy" empty="No strategy yet." headingOrder={headingOrder}>
        {factsOrNothing([
          ['Positioning', strategy.positioning],
          ['Competitive advantage', strategy.competitiveAdvantage],
          ['Marketing channels', strategy.marketingChannels],
          ['KPIs', strategy.kpis],
        ])}
      </Section>
      <Section title="Creator setup" empty="No creator setup yet." headingOrder={headingOrder}>
        {factsOrNothing([
          ['Name', creatorSetup.name],
          ['E-mail', creatorSetup.email],
          ['Phone', creatorSetup.phone],
          ['Website', creatorWebsite ?? creatorSetup.website],
          ['Bio', creatorSetup.bio],
          ['Social handles', creatorSetup.socialHandles],
        ])}
      </Section>
      <Section title="Social" empty="No social accounts yet." headingOrder={headingOrder}>
        {socialFacts(profile.social)}
      </Section>
      <Section title="Files" empty="No files uploaded yet." headingOrder={headingOrder}>
        {files(profile.assets, headingOrder)}
      </Section>
    </Stack>
  );
}
