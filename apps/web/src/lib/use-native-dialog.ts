import { useEffect, useRef } from 'react';

/** A native `<dialog>` shown as a modal while `open` is true and closed when it turns false. */
export function useNativeDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return dialog;
}
