import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';

// A signature drawn on the screen with a finger (signature_pad), returned as a PNG.

export interface SignatureHandle {
  isEmpty(): boolean;
  clear(): void;
  toBlob(): Promise<Blob>;
}

export function SignatureField({ label, ref }: { label: string; ref: Ref<SignatureHandle> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const fit = () => {
      // The drawing buffer follows the screen's pixel density, or strokes come out blurred and offset.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.current?.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      pad.current?.clear();
      if (data) pad.current?.fromData(data);
    };
    pad.current = new SignaturePad(element, { penColor: '#102a43', backgroundColor: 'rgb(255,255,255)' });
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => pad.current?.isEmpty() ?? true,
    clear: () => pad.current?.clear(),
    toBlob: () =>
      new Promise<Blob>((resolve, reject) =>
        canvas.current?.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('firma'))), 'image/png'),
      ),
  }));

  return (
    <div className="field">
      <span className="label" id="firma-label">
        {label}
      </span>
      <canvas
        ref={canvas}
        className="signature"
        role="img"
        aria-labelledby="firma-label"
        data-testid="firma"
      />
      <button type="button" className="button secondary small" onClick={() => pad.current?.clear()}>
        Borrar firma
      </button>
    </div>
  );
}
