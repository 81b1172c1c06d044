import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { Center, Group, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@reelbridge/shared/messages';
import { ListLoadError } from '@/components/list-page';

/** The profile while it loads. */
export function ProfileLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{MESSAGES.loading}</Text>
      </Group>
    </Center>
  );
}

/** The profile could not be read: what went wrong and Try again. */
export function ProfileLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <ListLoadError title="The brand profile could not be loaded" detail={error.message} onRetry={onRetry} />;
}
