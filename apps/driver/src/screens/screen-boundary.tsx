import { Component, type ReactNode } from 'react';
import { navigate } from '../lib/router';

// A screen whose code could not be loaded (a first visit that lost signal before the service worker had
// stored the app) or that failed while drawing: the driver reads why and can go back, instead of a blank
// app. Everything recorded stays in the outbox either way.

interface Props {
  children: ReactNode;
  /** Where 'Volver' leads. */
  back: string;
}

export class ScreenBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="card" aria-labelledby="pantalla-no-disponible">
        <h1 id="pantalla-no-disponible">Pantalla no disponible</h1>
        <p className="alert bad" role="alert">
          No fue posible abrir esta pantalla sin señal: el teléfono aún no la tenía guardada. Conéctese un
          momento y vuelva a intentarlo. Lo que ya registró sigue guardado en el teléfono.
        </p>
        <button type="button" className="button block" onClick={() => navigate(this.props.back)}>
          Volver
        </button>
      </section>
    );
  }
}
