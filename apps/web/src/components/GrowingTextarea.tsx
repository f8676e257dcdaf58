import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

type TGrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'rows' | 'classNames'>;

/**
 * A textarea that grows with its text from `minRows` to `maxRows` lines, by CSS
 * (`field-sizing: content`) rather than Mantine's `autosize`, which measures a hidden copy of the
 * text with getComputedStyle and three scrollHeight reads after every render: a forced layout on
 * each keystroke, and ~45 ms of a cheap phone's first render of the daily screen (issue 20).
 * A browser without field-sizing (Firefox, Safari before 26) keeps `minRows` lines and scrolls.
 */
export function GrowingTextarea({
  minRows = 2,
  maxRows = 12,
  style,
  ...props
}: TGrowingTextareaProps) {
  const rows = {
    '--growing-min-rows': minRows,
    '--growing-max-rows': maxRows,
  } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      style={[rows, style]}
    />
  );
}
