import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';

export interface PublicCardProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other public pages). */
  footer?: ReactNode;
}

/** The frame of every public page (sign-in, sign-up, password reset): the logo over a card with a heading. */
export function PublicCard({ title, description, children, footer }: PublicCardProps) {
  return (
    <Stack gap="lg" align="stretch">
      <Stack align="center" gap={6}>
        <Logo size="lg" />
      </Stack>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer}
    </Stack>
  );
}
