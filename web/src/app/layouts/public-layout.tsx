import '@mantine/core/styles/Container.css';
import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import classes from './layouts.module.css';

/** Public pages (sign-in and, later, sign-up and password reset): centred on the light gradient. */
export function PublicLayout() {
  return (
    <Box component="main" className={`${classes.page} ${classes.publicMain}`}>
      <Container size={460} w="100%" p={0}>
        <Outlet />
      </Container>
    </Box>
  );
}
