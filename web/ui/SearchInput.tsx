import { CloseButton, TextInput, type MantineSize } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** What to type ('Search questions'). */
  placeholder: string;
  /** The box's accessible name ('Search certifications'). */
  label: string;
  size?: MantineSize;
  w?: number;
}

/**
 * A search box above a list: once something is typed, a real "Clear search" button (reachable with Tab,
 * pressed with Enter or Space) empties it and gives the focus back to the box.
 */
export function SearchInput({ value, onChange, placeholder, label, size = 'sm', w = 240 }: SearchInputProps) {
  return (
    <TextInput
      size={size}
      w={w}
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={size === 'xs' ? 14 : 16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      rightSection={
        value ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={(e) => {
              onChange('');
              (e.currentTarget.closest('.mantine-TextInput-root')?.querySelector('input') as HTMLInputElement | null)?.focus();
            }}
          />
        ) : undefined
      }
    />
  );
}
