import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The public pages, linked from each other (sign-in, creator sign-up, company registration, employee sign-up). */
export const PUBLIC_PAGES = [
  { to: '/login', label: 'Sign in' },
  { to: '/creatoraccount', label: 'Creator sign-up' },
  { to: '/company/signup', label: 'Register a company' },
  { to: '/employee/signup', label: 'Employee sign-up' },
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['to'];

/** Links to the other public pages, under a public page's card. */
export function PublicLinks({ current }: { current?: PublicPagePath }) {
  return (
    <Group
      component="nav"
      aria-label="Sign-in and sign-up pages"
      justify="center"
      gap="xs"
      style={{ columnGap: 'var(--mantine-spacing-lg)' }}
    >
      {PUBLIC_PAGES.filter((page) => page.to !== current).map((page) => (
        <Anchor key={page.to} component={Link} to={page.to} size="sm" fw={500}>
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}
