const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2020-03` -> `Mar 2020`, `2020` -> `2020`, `present` -> `Present`, '' -> ''. */
export function formatCvDate(value: string): string {
  if (value === 'present') return 'Present';
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  return match[2] ? `${months[Number(match[2]) - 1] ?? ''} ${match[1]}`.trim() : match[1]!;
}

/** builder.md section 4: `Mon YYYY - Mon YYYY`, `Mon YYYY - Present`, or the start alone. */
export function formatDateRange(start: string, end: string): string {
  const from = formatCvDate(start);
  const to = formatCvDate(end);
  if (from && to) return `${from} - ${to}`;
  return from || to;
}
