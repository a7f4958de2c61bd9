/** Numbers and tables as the benchmark's Markdown writes them. kB are 1,000 bytes. */
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const loadText = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

/** 'pass' with the headroom, or 'miss' with how much and how many times the target. */
export function verdict(value: number, target: number, unit: string): string {
  if (value <= target) return `pass (${ms(target - value)} ${unit} under)`;
  return `**miss** by ${ms(value - target)} ${unit} (${(value / target).toFixed(1)}×)`;
}

export function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
