/** A "valid until" before today (`today` as YYYY-MM-DD): saved as asked, but the Trust Center then shows the certification as expired. */
export function hasPassed(date: unknown, today = new Date().toISOString().slice(0, 10)): boolean {
  if (!date) return false;
  const day = typeof date === 'string' ? date.slice(0, 10) : date instanceof Date ? date.toISOString().slice(0, 10) : '';
  return day !== '' && day < today;
}
