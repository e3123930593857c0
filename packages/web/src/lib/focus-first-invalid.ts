/**
 * After a failed check, put the cursor in the first field that needs attention (after React has
 * painted the messages). Kept apart from form-errors so the sign-in form can use it without
 * pulling the API error types, and zod with them, into the first paint of /login.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
