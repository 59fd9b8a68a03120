import { createContext, useContext, useEffect } from 'react';

// Mantine modals listen for Escape on the window, so a dialog opened from a dialog (the photo
// gallery over the results) would close both at once. The outer dialog provides this setter and
// turns its own Escape off while an inner one reports itself open.

export const NestedDialogContext = createContext<(isOpen: boolean) => void>(() => {});

/** Called by an inner dialog with its `opened` state. */
export function useReportNestedDialog(isOpen: boolean): void {
  const report = useContext(NestedDialogContext);
  useEffect(() => {
    report(isOpen);
    return () => report(false);
  }, [isOpen, report]);
}
