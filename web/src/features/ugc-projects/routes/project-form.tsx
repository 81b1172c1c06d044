import { Title } from '@mantine/core';

// Placeholder wired into the router; replaced by the real screen.
export function NewUgcProjectRoute() {
  return <Title order={1}>Create UGC Project</Title>;
}

export function EditUgcProjectRoute() {
  return <Title order={1}>Edit UGC Project</Title>;
}
