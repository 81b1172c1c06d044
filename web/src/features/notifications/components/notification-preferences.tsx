import '@mantine/core/styles/Switch.css';
import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { NOTIFICATION_KINDS, type NotificationKind } from '@reelbridge/shared/events';
import { usePreferences, useUpdatePreferences } from '../api/notifications';
import { KIND_LABELS } from '../kinds';

/** One switch per kind: whether its notifications also come by e-mail. Each change is saved at once. */
export function NotificationPreferencesForm() {
  const preferences = usePreferences(true);
  const update = useUpdatePreferences();
  if (preferences.isPending) return <Loader size="sm" role="status" aria-label="Loading your e-mail settings" />;
  if (preferences.isError) {
    return (
      <Alert color="red" title="Could not load your e-mail settings">
        Close this window and try again.
      </Alert>
    );
  }
  const current = preferences.data;
  const toggle = (kind: NotificationKind, on: boolean) => update.mutate({ ...current, [kind]: on });
  return (
    <Stack gap="md">
      <Text size="sm">Notifications always appear under the bell. Choose which ones also come by e-mail.</Text>
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={KIND_LABELS[kind].label}
          description={KIND_LABELS[kind].description}
          checked={current[kind]}
          disabled={update.isPending}
          onChange={(event) => toggle(kind, event.currentTarget.checked)}
        />
      ))}
      {update.isError && (
        <Alert color="red" title="Your change was not saved" role="alert">
          Please try again.
        </Alert>
      )}
    </Stack>
  );
}
