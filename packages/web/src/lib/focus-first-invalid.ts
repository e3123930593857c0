/** Frames to wait for React to commit the messages before giving up (about a quarter of a second). */
const MAX_FRAMES = 15;

/**
 * After a failed check, put the cursor in the first field that needs attention. The messages are set
 * by a state update that React may commit a frame or more later on a busy device, so this looks on
 * each frame until a field is marked invalid rather than once (which lost the focus in that race).
 * Kept apart from form-errors so the sign-in form can use it without pulling the API error types,
 * and zod with them, into the first paint of /login.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  let frames = 0;
  const attempt = () => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (++frames < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
