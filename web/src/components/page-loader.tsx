import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';

/** Full-height spinner while a route module or its data loads. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center mih="60dvh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
