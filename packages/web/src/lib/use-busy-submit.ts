import { useState, type FormEvent } from 'react';

/**
 * A form's submit that waits for the request: `busy` while it runs, and a second submit meanwhile is ignored.
 * `action` returns null when there is nothing to send (an empty name, or a warning shown instead). A failure has
 * already been told by the caller (a toast, an `error` prop), so it only ends `busy`: what was typed stays for
 * another try. What follows a success (closing, clearing the form) is chained onto the promise `action` returns.
 */
export function useBusySubmit(action: () => Promise<unknown> | null): {
  busy: boolean;
  submit: (event: FormEvent) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    try {
      const pending = action();
      if (!pending) return;
      setBusy(true);
      await pending;
    } catch {
      // Told by the caller; see above.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
