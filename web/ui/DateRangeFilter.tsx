import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';

type Day = string | null;

/**
 * A list's "between two dates" filter (access requests, announcements, security events): one calendar, the days
 * written as the rest of the console writes them ("1 Dec 2026 – 5 Dec 2026", never the browser's mm/dd/yyyy),
 * the first day shown while the second is picked, and the list filtered once both are chosen.
 */
export function DateRangeFilter({
  label,
  placeholder,
  from,
  to,
  onChange,
  maxDate = dayjs().format('YYYY-MM-DD'),
}: {
  /** The accessible name ("Requested between"). */
  label: string;
  placeholder: string;
  from: Day;
  to: Day;
  /** Both days ('YYYY-MM-DD'), or null when cleared. */
  onChange: (range: [string, string] | null) => void;
  maxDate?: string;
}) {
  // The first day picked, until the second one is.
  const [partial, setPartial] = useState<Day>(null);
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconCalendar size={16} />}
      value={partial ? [partial, null] : [from || null, to || null]}
      onChange={([a, b]) => {
        if (a && !b) return setPartial(a);
        setPartial(null);
        onChange(a && b ? [a, b] : null);
      }}
      allowSingleDateInRange
      clearable
      valueFormat="D MMM YYYY"
      maxDate={maxDate}
      w={260}
    />
  );
}
