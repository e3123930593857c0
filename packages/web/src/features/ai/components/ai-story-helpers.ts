import { expect, fireEvent, waitFor, within } from 'storybook/test';

const body = () => within(document.body);

/**
 * Stories only: reads a toast (and its description), then closes it, since toasts end on a timer that
 * would race the screenshot of the story.
 */
export async function readAndDismissToast(title: string, description?: string) {
  const toast = await body().findByText(title);
  const item = toast.closest('li')!;
  if (description) await expect(item).toHaveTextContent(description);
  fireEvent.click(within(item).getByRole('button', { name: 'Dismiss notification', hidden: true }));
  await waitFor(() => expect(body().queryByText(title)).not.toBeInTheDocument());
}
