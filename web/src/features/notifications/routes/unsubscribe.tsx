import '@mantine/core/styles/Text.css';
import { Button, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicCard } from '@/components/public-card';
import { StatusAlert } from '@/components/status-alert';
import { ApiError } from '@/lib/api-client';
import { LOGIN_PATH } from '@/lib/auth';
import { useUnsubscribe } from '../api/notifications';
import { KIND_LABELS } from '../kinds';

const INCOMPLETE = 'This unsubscribe link is incomplete. Open the link from the e-mail again.';

/**
 * /unsubscribe?token=…: the one-click link at the foot of every notification e-mail. Works without signing in: the
 * token, signed by the server, says whose e-mails of which kind to switch off; the page sends it once on opening and
 * says what was switched off.
 */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let content;
  if (!token) {
    content = <StatusAlert tone="error">{INCOMPLETE}</StatusAlert>;
  } else if (unsubscribe.isSuccess) {
    const { kind, email } = unsubscribe.data;
    content = (
      <>
        <StatusAlert tone="success" title="E-mails switched off">
          {`${email} will no longer get e-mails about ${KIND_LABELS[kind].inSentence}.`}
        </StatusAlert>
        <Text size="sm">
          Notifications still appear under the bell when you sign in, and you can switch these e-mails back on there,
          under E-mail settings.
        </Text>
      </>
    );
  } else if (unsubscribe.isError) {
    const error = unsubscribe.error;
    content = (
      <StatusAlert tone="error" title="Nothing was switched off">
        {error instanceof ApiError && error.status === 400
          ? error.message
          : 'We could not reach Reelbridge. Check your connection and open the link again.'}
      </StatusAlert>
    );
  } else {
    content = (
      <Text role="status" size="sm">
        <Loader size="xs" mr="xs" aria-hidden />
        Switching off these e-mails…
      </Text>
    );
  }

  return (
    <PublicCard title="Notification e-mails">
      {content}
      <Button component={Link} to={LOGIN_PATH} variant="light" fullWidth>
        Go to sign in
      </Button>
    </PublicCard>
  );
}
