// The list's selection boxes: the browser's own checkbox in the theme's colour. A page shows 26 of them, and
// Mantine's Checkbox renders each twice on mount (its generated id is set in an effect): that held up the
// first rows. The header's "some selected" state is the input's own `indeterminate`.
import { type ComponentPropsWithoutRef, useLayoutEffect, useRef } from 'react';

const BOX = {
  width: 18,
  height: 18,
  margin: 0,
  display: 'block',
  cursor: 'pointer',
  accentColor: 'var(--mantine-primary-color-filled)',
} as const;

export type SelectionCheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type'> & {
  indeterminate?: boolean;
};

export function SelectionCheckbox({ indeterminate = false, style, ...input }: SelectionCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current !== null) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={box} type="checkbox" style={{ ...BOX, ...style }} {...input} />;
}
