// The references the drivers' app gives the cumplidos of a delivery: `APP-<event id>-<n>` for each
// document photo, `APP-<event id>-FIRMA` for the receiver's signature. The public lookup recognises the
// signature by it (its privacy choice, issue 22 item 12).

export const referencePrefix = (eventId: number) => `APP-${eventId}-`;
export const SIGNATURE_SUFFIX = 'FIRMA';
export const DRIVER_SIGNATURE_REFERENCE = /^APP-\d+-FIRMA$/;
