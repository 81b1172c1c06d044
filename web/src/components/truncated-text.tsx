import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Table.css';
import { Table, Tooltip, type TableTdProps } from '@mantine/core';
import { useLayoutEffect, useState, type ReactElement, type RefCallback } from 'react';
import classes from './truncated-text.module.css';

const TEXT_CLASS = classes.text ?? '';
const CELL_CLASS = classes.cell ?? '';

/** What `render` gets: spread it on the element that shows the text (a link, a button). */
export interface TruncatedTextTargetProps {
  className: string;
  ref: RefCallback<HTMLElement>;
  children: string;
}

export interface TruncatedTextProps {
  /** The whole text: cut with an ellipsis on one line where it does not fit, shown whole in a tooltip then. */
  text: string;
  /**
   * Shows the text as something else, a link or a button (which the keyboard reaches, and its focus opens the
   * tooltip). By default a plain `span`.
   */
  render?: (props: TruncatedTextTargetProps) => ReactElement;
}

/** Whether the element's text is cut (its content is wider than its box). */
function isCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/**
 * A long name or e-mail on one line, cut with an ellipsis when it does not fit its box, with the whole text in a
 * tooltip (on hover, and on focus where `render` makes it a link or a button). The full text stays in the page, so
 * assistive technology reads it whole (docs/ux-rules.md).
 */
export function TruncatedText({ text, render }: TruncatedTextProps) {
  const [element, ref] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setCut(isCut(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text]);

  const target = render ? (
    render({ className: TEXT_CLASS, ref, children: text })
  ) : (
    <span ref={ref} className={TEXT_CLASS}>
      {text}
    </span>
  );
  return (
    <Tooltip
      label={text}
      disabled={!cut}
      multiline
      maw={360}
      openDelay={200}
      events={{ hover: true, focus: true, touch: true }}
      style={{ overflowWrap: 'anywhere' }}
    >
      {target}
    </Tooltip>
  );
}

export interface TruncatedCellProps extends Omit<TableTdProps, 'children' | 'w'>, TruncatedTextProps {
  /** The column's share of the table, e.g. '24%': the text is cut to it. */
  width: string;
}

/**
 * A table cell holding a long name or e-mail (`TruncatedText`): the column takes `width` of the table and the text
 * is cut to it, so the columns of buttons and badges beside it keep their size and the table fits its panel.
 */
export function TruncatedCell({ text, render, width, className, ...props }: TruncatedCellProps) {
  return (
    <Table.Td {...props} w={width} className={className ? `${CELL_CLASS} ${className}` : CELL_CLASS}>
      <TruncatedText text={text} render={render} />
    </Table.Td>
  );
}
