import '@mantine/core/styles/Container.css';
import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import classes from './layouts.module.css';

/**
 * Public pages (sign-in, sign-up, password reset, registration): centred on the light gradient; `wide` for forms with
 * fields side by side.
 */
export function PublicLayout({ wide = false }: { wide?: boolean }) {
  return (
    <Box component="main" className={`${classes.page} ${classes.publicMain}`}>
      <Container size={wide ? 600 : 460} w="100%" p={0}>
        <Outlet />
      </Container>
    </Box>
  );
}
