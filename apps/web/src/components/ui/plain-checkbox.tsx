import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './plain-checkbox.module.css';

/**
 * An uncontrolled checkbox of the browser's own, in the theme's colour: for a form's first page.
 * Mantine's Checkbox brings its group, card and indicator too (some 2.5 KB compressed), which put
 * /sign/login over its 150 KB (issue 35).
 */
export const PlainCheckbox = ({
  label,
  name,
  defaultChecked = false,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
}) => {
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <input type="checkbox" id={id} name={name} defaultChecked={defaultChecked} className={classes.box} />
      <Text component="label" htmlFor={id} size="sm" className={classes.label}>
        {label}
      </Text>
    </Group>
  );
};
