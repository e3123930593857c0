import { IMAGE_MESSAGES } from '@potluck/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories, sampleRecipe } from '../form/recipe-fixtures';
import { limits, png, storedImage, stubObjectUrls, uploadsOf } from './photo-pages-stub';

stubObjectUrls();

describe('/recipes/{id}/edit with photos', () => {
  function setup(handlers: Record<string, StubHandler> = {}) {
    storeTokens();
    let images = [storedImage(11, 0, true), storedImage(12, 1, false)];
    const stub = stubFetch({
      'GET /auth/me': () => ({ body: member }),
      'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
      'GET /recipes/42': () => ({ body: { ...sampleRecipe, id: 42, author_id: member.id, status: 'published' } }),
      'GET /images/upload-limits': () => ({ body: limits }),
      'GET /images/recipe/42/images': () => ({ body: { images, featured_image_url: images[0]?.image_url ?? null } }),
      'DELETE /images/recipe/42/image/12': () => {
        images = images.filter((i) => i.id !== 12);
        return { status: 204 };
      },
      ...handlers,
    });
    return { ...stub, ...renderApp('/recipes/42', '/recipes/42/edit') };
  }

  it('lists the saved photos with their thumbnails, and deletes one after confirming', async () => {
    const { user, callsTo } = setup();
    const list = await screen.findByRole('list', { name: 'Recipe photos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('listitem', { name: 'Photo 1, featured' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Lasagne in a blue dish' })).toHaveAttribute(
      'src',
      '/api/v1/images/serve/thumbnails/thumb_400_img11.webp',
    );
    expect(screen.getByRole('textbox', { name: 'Caption, photo 1' })).toHaveValue('Out of the oven');

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    expect(callsTo('DELETE', '/images/recipe/42/image/12')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(callsTo('DELETE', '/images/recipe/42/image/12')).toHaveLength(1));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('fetches a draft recipe’s photos with the token (an <img> cannot send it)', async () => {
    const { callsTo } = setup({
      'GET /recipes/42': () => ({ body: { ...sampleRecipe, id: 42, author_id: member.id, status: 'draft' } }),
      'GET /images/serve/thumbnails/thumb_800_img11.webp': () =>
        new Response(new Blob(['webp'], { type: 'image/webp' })),
      'GET /images/serve/thumbnails/thumb_800_img12.webp': () =>
        new Response(new Blob(['webp'], { type: 'image/webp' })),
    });
    const list = await screen.findByRole('list', { name: 'Recipe photos' });
    await waitFor(() =>
      expect(within(list).getByRole('img', { name: 'Lasagne in a blue dish' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:preview-/),
      ),
    );
    expect(callsTo('GET', '/images/serve/thumbnails/thumb_800_img11.webp')[0]?.headers).toEqual({
      authorization: 'Bearer access-1',
    });
  });

  it('saves a caption when the field is left and makes another photo featured', async () => {
    const { user, callsTo } = setup({
      'PUT /images/recipe/42/image/11': () => ({ body: storedImage(11, 0, true) }),
      'PUT /images/recipe/42/image/12': () => ({ body: storedImage(12, 1, true) }),
    });
    const caption = await screen.findByRole('textbox', { name: 'Caption, photo 1' });
    await user.clear(caption);
    await user.type(caption, 'Sunday lunch');
    await user.tab();
    await waitFor(() =>
      expect(callsTo('PUT', '/images/recipe/42/image/11')[0]?.body).toEqual({ caption: 'Sunday lunch' }),
    );
    await user.click(screen.getByRole('button', { name: 'Make featured, photo 2' }));
    await waitFor(() => expect(callsTo('PUT', '/images/recipe/42/image/12')[0]?.body).toEqual({ is_featured: true }));
  });

  it('uploads an added photo at once and alerts when it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, fetchMock } = setup({
      'POST /images/recipe/42/upload': () => ({ status: 500, body: { detail: 'Disk full' } }),
    });
    await screen.findByRole('listitem', { name: 'Photo 1, featured' });
    await user.upload(screen.getByLabelText('Choose photos'), [png('new.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.uploadFailed);
    expect(uploadsOf(fetchMock)).toEqual([
      { path: '/images/recipe/42/upload', file: 'new.png', image_type: 'gallery', caption: null, alt_text: null },
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Recipe photos' })).getAllByRole('listitem')).toHaveLength(2),
    );
    warn.mockRestore();
  });
});
