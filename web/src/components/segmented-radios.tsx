import { useId } from 'react';
import classes from './segmented-radios.module.css';

export interface SegmentedRadiosProps<Value extends string> {
  data: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'xs' | 'sm';
  /** Options share the whole width. */
  fullWidth?: boolean;
}

/**
 * A choice of a few options shown as a segmented control: native radio inputs under their labels, styled by CSS (the
 * arrow keys move between them, as in any radio group). Instead of Mantine's SegmentedControl, which measures its
 * options in a layout effect to place its moving indicator: that forced a style and layout of the whole page inside
 * the commit that mounted it, and again when the page's data arrived (20 and 14 ms on /admin/analytics here, long
 * tasks on a phone; docs/performance.md).
 */
export function SegmentedRadios<Value extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  fullWidth = false,
  ...labelling
}: SegmentedRadiosProps<Value>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      {...labelling}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {data.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
