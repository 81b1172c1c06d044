import '@mantine/core/styles/Container.css';
import { Box, Container } from '@mantine/core';
import { Outlet, useMatches } from 'react-router-dom';
import classes from './layouts.module.css';

/** Route `handle` of a public page: `wide` for forms with fields side by side. */
export interface PublicRouteHandle {
  wide?: boolean;
}

function isWide(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as PublicRouteHandle).wide === true;
}

/** Public pages (sign-in, sign-up, password reset, registration): centred on the light gradient. */
export function PublicLayout() {
  const wide = useMatches().some((match) => isWide(match.handle));
  return (
    <Box component="main" className={`${classes.page} ${classes.publicMain}`}>
      <Container size={wide ? 600 : 460} w="100%" p={0}>
        <Outlet />
      </Container>
    </Box>
  );
}
