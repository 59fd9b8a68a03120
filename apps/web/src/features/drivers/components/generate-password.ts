// A password the company can hand to a driver: 10 characters without look-alikes (0/O, 1/l/I), with
// letters, digits and a dash, so it passes the product's rules and reads well over the phone.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

function pick(alphabet: string, count: number): string {
  const values = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(values, (v) => alphabet[v % alphabet.length]).join('');
}

export function generateDriverPassword(): string {
  return `${pick(LETTERS, 4)}-${pick(DIGITS, 2)}${pick(LETTERS, 3)}`;
}
