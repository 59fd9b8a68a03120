import type { TDriverCompany, TDriverSignInRequest, TDriverSignInResponse } from '@trazo/shared';
import { type FormEvent, useState } from 'react';
import { ApiError, request, saveSession } from '../lib/api';
import type { StoredSession } from '../lib/db';
import { resumeAfterSignIn } from '../lib/outbox';

export function SignInScreen({ onSignedIn }: { onSignedIn: (session: StoredSession) => void }) {
  const [documento, setDocumento] = useState('');
  const [password, setPassword] = useState('');
  const [companies, setCompanies] = useState<TDriverCompany[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (customerId?: number) => {
    setBusy(true);
    setError(null);
    try {
      const body: TDriverSignInRequest = {
        documento: documento.trim(),
        password,
        deviceLabel: deviceLabel(),
        ...(customerId ? { customerId } : {}),
      };
      const answer = await request<TDriverSignInResponse>('POST', '/conductor/sesion', body);
      if ('chooseCompany' in answer) {
        setCompanies(answer.chooseCompany);
        return;
      }
      const session: StoredSession = {
        key: 'current',
        token: answer.token,
        driverName: answer.driver.nombre,
        documento: answer.driver.documento,
        companyName: answer.company.razonSocial,
      };
      await saveSession(session);
      resumeAfterSignIn();
      onSignedIn(session);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'No fue posible iniciar sesión.');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn();
  };

  return (
    <main>
      <h1>Trazo Conductor</h1>
      <p className="muted">
        Ingrese con su número de documento y la contraseña que le dio la empresa de transporte.
      </p>
      {companies ? (
        <section className="card stack" aria-labelledby="empresas">
          <h2 id="empresas">¿Con qué empresa va a trabajar?</h2>
          {companies.map((c) => (
            <button
              key={c.customerId}
              type="button"
              className="button block secondary"
              disabled={busy}
              onClick={() => void signIn(c.customerId)}
            >
              {c.razonSocial}
            </button>
          ))}
          <button type="button" className="button small secondary" onClick={() => setCompanies(null)}>
            Volver
          </button>
        </section>
      ) : (
        <form className="card" onSubmit={submit} noValidate>
          <div className="field">
            <label className="label" htmlFor="documento">
              Número de documento
            </label>
            <input
              id="documento"
              type="text"
              inputMode="numeric"
              autoComplete="username"
              value={documento}
              onChange={(e) => setDocumento(e.target.value)}
              required
            />
          </div>
          <div className="field">
            <label className="label" htmlFor="password">
              Contraseña
            </label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </div>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button block" disabled={busy || !documento.trim() || !password}>
            {busy ? 'Ingresando…' : 'Ingresar'}
          </button>
        </form>
      )}
    </main>
  );
}

/** What the company sees of this device in its drivers' page, e.g. "Android · Chrome". */
function deviceLabel(): string {
  const ua = navigator.userAgent;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Linux/.test(ua)
          ? 'Linux'
          : 'Otro';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Navegador';
  return `${system} · ${browser}`;
}
