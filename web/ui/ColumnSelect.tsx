import { Select, type SelectProps } from '@mantine/core';

/**
 * A pick of one column of a customer's sheet ("A · Question ID"): at least as wide as its longest choice, with room
 * for the clear button and the chevron, so the chosen column is read whole; the whole label shows on hover too.
 */
export function ColumnSelect({ data, value, ...props }: Omit<SelectProps, 'data'> & { data: { value: string; label: string }[] }) {
  const longest = Math.max(8, ...data.map((o) => o.label.length));
  const chosen = data.find((o) => o.value === value)?.label;
  return (
    <Select
      data={data}
      value={value}
      title={chosen}
      comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
      {...props}
      style={{ flex: '1 1 auto', minWidth: `calc(${Math.min(longest, 44)}ch + ${props.clearable ? 64 : 40}px)`, ...(props.style as object) }}
    />
  );
}
