import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { LoginForm } from '../components/login-form';

/** /login */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" align="stretch">
      <Stack align="center" gap={6}>
        <Logo size="lg" />
      </Stack>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              Welcome back. Sign in with your email and password.
            </Text>
          </Stack>
          <LoginForm
            redirectTo={searchParams.get('redirect')}
            onSuccess={({ destination }) => navigate(destination, { replace: true })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
