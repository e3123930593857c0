import type { User } from '@potluck/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { authorUser, readerUser, soupRecipe, soupVersions } from '../detail/recipe.fixtures';
import { soupImages, uploadLimits } from './gallery.fixtures';

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function setup(user: User, extra: Record<string, StubHandler> = {}) {
  storeTokens();
  return stubFetch({
    'GET /auth/me': () => ({ body: user }),
    'GET /recipes/7': () => ({ body: soupRecipe }),
    'GET /ai-chef/recipe/7/versions': () => ({ body: { versions: soupVersions } }),
    'GET /recipes/7/like-status': () => ({ body: { is_liked: false, like_count: 0 } }),
    'GET /bookmarks/check/7': () => ({ body: { is_bookmarked: false, collection_name: null, bookmark_count: 0 } }),
    'GET /images/recipe/7/images': () => ({
      body: { images: soupImages, featured_image_url: soupImages[0]?.image_url },
    }),
    'GET /images/upload-limits': () => ({ body: uploadLimits }),
    ...extra,
  });
}

const photosSection = async () => within(await screen.findByRole('region', { name: 'Photos' }));
const actionsFor = (name: string) => within(screen.getByRole('group', { name: `Manage ${name}` }));

describe('recipe photo gallery', () => {
  it('shows a member the groups with responsive images, and no management', async () => {
    const { callsTo } = setup(readerUser);
    renderApp('/recipes/7');
    const section = await photosSection();
    expect(section.getByRole('group', { name: 'Featured' })).toBeInTheDocument();
    const steps = within(section.getByRole('group', { name: 'Steps' }));
    // Step photos follow the step numbers, not the upload order.
    expect(steps.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open Halved tomatoes and garlic',
      'Open Roasting the tomatoes',
    ]);
    expect(section.getByRole('group', { name: 'Gallery' })).toBeInTheDocument();
    const img = section.getByRole('img', { name: 'With grilled cheese' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('thumb_400_img-3.webp 400w'));
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(section.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/images/upload-limits')).toHaveLength(0);
  });

  it('opens the lightbox, walks with the arrow keys and returns focus on Escape', async () => {
    setup(readerUser);
    const { user } = renderApp('/recipes/7');
    const section = await photosSection();
    const thumb = section.getByRole('button', { name: 'Open With grilled cheese' });
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'With grilled cheese' });
    expect(within(dialog).getAllByText('4 of 6').length).toBeGreaterThan(0);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 5' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Roasting the tomatoes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumb).toHaveFocus());
  });

  it('lets the author delete a photo after confirming (DELETE)', async () => {
    const { callsTo } = setup(authorUser, { 'DELETE /images/recipe/7/image/3': () => ({ status: 204 }) });
    const { user } = renderApp('/recipes/7');
    const section = await photosSection();
    expect(section.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(section.getByText('6 of 10 photos')).toBeInTheDocument();
    await user.click(actionsFor('With grilled cheese').getByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/images/recipe/7/image/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('moves a gallery photo later: POST reorder with every position', async () => {
    const { callsTo } = setup(authorUser, {
      'POST /images/recipe/7/images/reorder': () => ({ body: { images: soupImages, featured_image_url: null } }),
    });
    const { user } = renderApp('/recipes/7');
    await photosSection();
    const first = actionsFor('With grilled cheese');
    expect(first.getByRole('button', { name: 'Move earlier' })).toBeDisabled();
    await user.click(first.getByRole('button', { name: 'Move later' }));
    await waitFor(() => expect(callsTo('POST', '/images/recipe/7/images/reorder')).toHaveLength(1));
    // Photo 3 swaps places with photo 5, the next in the gallery; the others keep theirs.
    expect(callsTo('POST', '/images/recipe/7/images/reorder')[0]?.body).toEqual({
      image_orders: [1, 2, 5, 4, 3, 6].map((image_id, order_index) => ({ image_id, order_index })),
    });
  });

  it('drags a gallery photo onto another: it takes that place and the others shift', async () => {
    const { callsTo } = setup(authorUser, {
      'POST /images/recipe/7/images/reorder': () => ({ body: { images: soupImages, featured_image_url: null } }),
    });
    renderApp('/recipes/7');
    await photosSection();
    const tile = (caption: string) => screen.getByRole('group', { name: new RegExp(caption) }).closest('li')!;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
    };
    fireEvent.dragStart(tile('Leftovers for Monday'), { dataTransfer });
    fireEvent.dragOver(tile('With grilled cheese'), { dataTransfer });
    fireEvent.drop(tile('With grilled cheese'), { dataTransfer });
    await waitFor(() => expect(callsTo('POST', '/images/recipe/7/images/reorder')).toHaveLength(1));
    expect(callsTo('POST', '/images/recipe/7/images/reorder')[0]?.body).toEqual({
      image_orders: [1, 2, 6, 3, 4, 5].map((image_id, order_index) => ({ image_id, order_index })),
    });
  });

  it("shows 'Failed to update image. Please try again.' when saving a caption fails", async () => {
    const { callsTo } = setup(authorUser, {
      'PUT /images/recipe/7/image/6': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const { user } = renderApp('/recipes/7');
    await photosSection();
    await user.click(actionsFor('Leftovers for Monday').getByRole('button', { name: 'Edit caption and alt text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Photo details' }));
    await user.clear(dialog.getByLabelText('Caption'));
    await user.type(dialog.getByLabelText('Caption'), 'Monday soup');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Failed to update image. Please try again.')).toBeInTheDocument();
    expect(callsTo('PUT', '/images/recipe/7/image/6')[0]?.body).toEqual({ caption: 'Monday soup', alt_text: null });
  });

  it('checks picked files before uploading and uploads the good ones', async () => {
    const { callsTo } = setup(authorUser, {
      'POST /images/recipe/7/upload': () => ({ status: 201, body: soupImages[4] }),
    });
    const { user } = renderApp('/recipes/7');
    const section = await photosSection();
    await waitFor(() => expect(callsTo('GET', '/images/upload-limits')).toHaveLength(1));
    const input = section.getByLabelText('Add photos', { selector: 'input' });
    const good = new File(['x'], 'soup.jpg', { type: 'image/jpeg' });
    const bad = new File(['x'], 'notes.bmp', { type: 'image/bmp' });
    await user.upload(input, [good, bad]);
    expect(
      await section.findByText('Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF, AVIF'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/images/recipe/7/upload')).toHaveLength(1));
  });

  it('shows nothing extra to a member when the recipe has no photos, and the author an Add photos button', async () => {
    setup(readerUser, { 'GET /images/recipe/7/images': () => ({ body: { images: [], featured_image_url: null } }) });
    const { unmount } = renderApp('/recipes/7');
    await screen.findByRole('heading', { level: 1, name: soupRecipe.title });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument());
    unmount();
    setup(authorUser, { 'GET /images/recipe/7/images': () => ({ body: { images: [], featured_image_url: null } }) });
    renderApp('/recipes/7');
    const section = await photosSection();
    expect(section.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
  });
});
