import { Title } from '@mantine/core';

// Placeholder wired into the router; replaced by the real screen.
export function UgcProjectsRoute() {
  return <Title order={1}>UGC Projects</Title>;
}
