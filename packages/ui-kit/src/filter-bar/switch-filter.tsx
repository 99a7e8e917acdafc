import { useId } from 'react';
import { Flex, Switch, Typography } from '../antd';

export interface SwitchFilterProps {
  /** The switch's name and visible label: "At risk only". */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off list filter with its label beside it (the label toggles it too). */
export function SwitchFilter({ label, checked, onChange }: SwitchFilterProps) {
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <Switch id={id} aria-label={label} checked={checked} onChange={(next) => onChange(next)} />
      <Typography.Text>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
    </Flex>
  );
}
