/** Minor units as "1,234.56" using string arithmetic only (no floats). */
export function formatMinor(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}
