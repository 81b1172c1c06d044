import '@mantine/core/styles/Input.css';
import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

export interface GrowingTextareaProps extends Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows' | 'style' | 'classNames'
> {
  minRows?: number;
  maxRows?: number;
}

/**
 * Mantine's Textarea that grows with its text by CSS (field-sizing) instead of Mantine's `autosize`, which measures
 * the field in a layout effect on every render: each measurement forces the browser to lay out the whole page, and a
 * screen with a comment box under every video spent over 100 ms on them while loading (docs/performance.md).
 */
export function GrowingTextarea({ minRows = 2, maxRows = 8, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      resize="vertical"
      classNames={{ input: classes.input }}
      style={{ '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties}
    />
  );
}
