/** A person's initials for their round mark (the header's 'FA', an account's row): two letters of the name, else of the e-mail. */
export function initials(text: string): string {
  const parts = text.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || 'A';
}
