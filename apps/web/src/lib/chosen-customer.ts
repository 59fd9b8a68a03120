import { useSyncExternalStore } from 'react';

// The customer a user works for right now: chosen on /especiales/select-customer (role 1) or taken
// from the session for roles 5 and 6 (spec §4 "stores a customer name for later use"). The logo in
// the top bar clears it (spec §2.7). It belongs to the session, not to the tab (issue 14 item 6, ADR
// 0002): kept in localStorage so a reload or a new tab shows the same company, and followed across
// tabs by the `storage` event; signing out (or in as another role) clears it. It holds no secret (the
// old app kept it in the NameCustomer / UrlImgCustomer cookies, spec §3).

export interface ChosenCustomer {
  id: number | null;
  name: string;
  logo: string | null;
}

const STORAGE_KEY = 'trazo.chosen-customer';
const listeners = new Set<() => void>();
let current: ChosenCustomer | null = read();

function read(): ChosenCustomer | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ChosenCustomer) : null;
  } catch {
    return null;
  }
}

function write(value: ChosenCustomer | null): void {
  current = value;
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory value still works for this page.
  }
  for (const listener of listeners) listener();
}

export function chooseCustomer(customer: ChosenCustomer): void {
  write(customer);
}

export function clearChosenCustomer(): void {
  if (current) write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab chose or cleared the company: show the same one here. (No window when the build
// prerenders the public pages in Node, issue 28.)
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    current = read();
    for (const listener of listeners) listener();
  });

export function useChosenCustomer(): ChosenCustomer | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** A company changed its logo: the top bar follows when that company is the chosen one. */
export function updateChosenCustomerLogo(id: number, logo: string | null): void {
  if (current?.id === id) write({ ...current, logo });
}
