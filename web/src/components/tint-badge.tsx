import type { ComponentPropsWithoutRef } from 'react';
import classes from './tint-badge.module.css';

export type Tint = 'gray' | 'green' | 'yellow' | 'blue' | 'teal' | 'orange' | 'red' | 'violet';

export interface TintBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'color' | 'children'> {
  tint: Tint;
  children: string;
}

/**
 * A status as a badge: the look of Mantine's Badge as the app uses it for statuses (tint `<color>.2`, near-black text,
 * no capitals), drawn by CSS alone. Lists and the review screen show dozens; Mantine's Badge with colour style props
 * parsed the theme colours and style props of each in script (docs/performance.md, "Plain elements for repeated rows").
 */
export function TintBadge({ tint, children, className, ...props }: TintBadgeProps) {
  return (
    <span {...props} className={className ? `${classes.badge} ${className}` : classes.badge} data-tint={tint}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}
