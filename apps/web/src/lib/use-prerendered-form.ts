import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

const nativeValueSetter = (field: Field) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * Replays, as the events React listens to, what a person changed in a prerendered form before React
 * owned it. Hydration keeps the page's DOM values but React only learns of a change through an event,
 * and one that happened before hydration is never replayed: the form's state would stay empty under a
 * field that shows text. React tells a change from its own by the value it last saw (its value
 * tracker, fed through the element's own `value`/`checked` setters), so each changed field is first
 * set back to the rendered value through that setter, then to the typed one through the prototype's,
 * then sent the event — the way testing libraries simulate typing.
 */
function replayChanges(form: HTMLFormElement) {
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field.disabled || field.readOnly || field.type === 'hidden') continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio group's change is carried by the one now checked.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = !field.checked;
      field.click();
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A form on a prerendered public page (issue 28, ADR 0021). Its buttons are inert until React owns the
 * page (lib/inert-buttons.ts: the build renders them disabled), so it is never submitted natively (a GET
 * to the page with the typed values in the URL, the values lost); whatever was typed or ticked
 * meanwhile is carried into the form's state when React takes over. Put `ref` on the <form>.
 */
export function usePrerenderedForm() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current) replayChanges(ref.current);
  }, []);
  return { ref };
}
