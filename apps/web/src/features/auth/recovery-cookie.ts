// spec §4 "The expiry is kept in a cookie until it passes": the recovery dialog resumes at the code
// step when reopened (or after a reload) while the e-mailed code is still valid. A plain cookie
// holding what the user typed and the expiry; no secret (the code itself only lives in the e-mail).

const NAME = 'trazo_recovery';

export interface RecoveryState {
  email: string;
  /** Epoch milliseconds when the e-mailed code stops working. */
  expiresAt: number;
}

export function readRecovery(): RecoveryState | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<RecoveryState>;
    if (typeof value.email !== 'string' || typeof value.expiresAt !== 'number') return null;
    return value.expiresAt > Date.now() ? (value as RecoveryState) : null;
  } catch {
    return null;
  }
}

export function saveRecovery(state: RecoveryState): void {
  const maxAge = Math.ceil((state.expiresAt - Date.now()) / 1000);
  if (maxAge <= 0) {
    clearRecovery();
    return;
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify(state));
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous and in every browser we support (the Cookie Store API is neither)
  document.cookie = `${NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function clearRecovery(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous and in every browser we support (the Cookie Store API is neither)
  document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
}
