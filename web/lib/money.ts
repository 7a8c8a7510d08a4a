const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Monthly recurring revenue as people read it ($12,000); null is "not known". */
export const formatMrr = (n: number | null | undefined) => (n === null || n === undefined ? '—' : usd.format(n));
