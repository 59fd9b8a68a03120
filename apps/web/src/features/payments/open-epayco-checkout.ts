import type { TEpaycoCheckout } from '@trazo/shared';

// ePayco's standard checkout (https://docs.epayco.com/docs/checkout-estandar): their script defines
// `window.ePayco`; `checkout.configure({ key, test }).open(data)` shows the card form, and ePayco
// then sends the buyer to `data.response` (/respuesta-epayco) and our webhook to `data.confirmation`.

interface EpaycoHandler {
  open: (data: TEpaycoCheckout['data']) => void;
}

declare global {
  interface Window {
    ePayco?: { checkout: { configure: (options: { key: string; test: boolean }) => EpaycoHandler } };
  }
}

let scriptLoading: Promise<void> | null = null;

function loadScript(src: string): Promise<void> {
  if (window.ePayco) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('epayco script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

export async function openEpaycoCheckout(checkout: TEpaycoCheckout): Promise<void> {
  await loadScript(checkout.script_url);
  if (!window.ePayco) throw new Error('epayco script loaded without ePayco');
  window.ePayco.checkout.configure({ key: checkout.key, test: checkout.test }).open(checkout.data);
}
