import { IMAGE_MESSAGES, type StoredImage, type UploadLimits } from '@potluck/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories, sampleRecipe } from '../form/recipe-fixtures';

const limits: UploadLimits = {
  max_file_size: 10 * 1024 * 1024,
  max_file_size_mb: 10,
  supported_formats: ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF'],
};

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** jsdom has no object URLs: hand out numbered ones and remember which were revoked. */
let revoked: string[] = [];
beforeEach(() => {
  let n = 0;
  revoked = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++n}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

/** The multipart uploads as the server would read them (the JSON stub only sees string bodies). */
function uploadsOf(fetchMock: ReturnType<typeof stubFetch>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes('/upload') && init?.method === 'POST')
    .map(([input, init]) => {
      const form = init?.body as FormData;
      return {
        path: new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, ''),
        file: (form.get('file') as File).name,
        image_type: form.get('image_type'),
        caption: form.get('caption'),
        alt_text: form.get('alt_text'),
      };
    });
}

const storedImage = (id: number, order: number, featured: boolean): StoredImage => ({
  id,
  image_url: `/api/v1/images/serve/recipes/img${id}.webp`,
  image_type: featured ? 'featured' : 'gallery',
  step_number: null,
  caption: id === 11 ? 'Out of the oven' : null,
  alt_text: id === 11 ? 'Lasagne in a blue dish' : null,
  is_featured: featured,
  order_index: order,
  width: 1600,
  height: 1200,
  thumbnails: [150, 400, 800].map((w) => ({
    width: w,
    url: `/api/v1/images/serve/thumbnails/thumb_${w}_img${id}.webp`,
  })),
});

async function fillMinimal(user: ReturnType<typeof renderApp>['user']) {
  const paste = async (el: HTMLElement, text: string) => {
    await user.clear(el);
    await user.paste(text);
  };
  await paste(await screen.findByRole('textbox', { name: /Recipe title/ }), 'Toast');
  await paste(screen.getByRole('textbox', { name: 'Ingredient 1 name' }), 'bread');
  await paste(screen.getByRole('textbox', { name: 'Step 1' }), 'Toast it.');
}

describe('/recipes/create with photos', () => {
  function setup(upload: StubHandler) {
    storeTokens();
    const order: string[] = [];
    const stub = stubFetch({
      'GET /auth/me': () => ({ body: member }),
      'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
      'GET /images/upload-limits': () => ({ body: limits }),
      'POST /recipes': () => {
        order.push('create');
        return { status: 201, body: { ...sampleRecipe, id: 77 } };
      },
      'POST /images/recipe/77/upload': (req) => {
        order.push('upload');
        return upload(req);
      },
      'GET /images/recipe/77/images': () => ({ body: { images: [], featured_image_url: null } }),
      'GET /recipes/77': () => ({ body: { ...sampleRecipe, id: 77 } }),
    });
    return { ...stub, order, ...renderApp('/recipes', '/recipes/create') };
  }

  it('previews the chosen photos, then uploads them after the create, in order, featured first', async () => {
    const { user, router, fetchMock, order } = setup(() => ({ status: 201, body: storedImage(1, 0, true) }));
    await fillMinimal(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Drag photos here/ })).toHaveAccessibleDescription(/up to 10MB/),
    );
    await user.upload(screen.getByLabelText('Choose photos'), [png('first.png'), png('second.png'), png('third.png')]);

    const list = screen.getByRole('list', { name: 'Recipe photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('Featured');
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);

    // Removing the featured one promotes the next; its preview URL is let go.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(within(list).getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('second.png');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('textbox', { name: 'Caption, photo 2' }));
    await user.paste('Golden');
    await user.click(screen.getByRole('textbox', { name: 'Alt text, photo 2' }));
    await user.paste('Two slices of toast');
    // Make the third featured: it moves to the front, exactly one is featured.
    await user.click(screen.getByRole('button', { name: 'Make featured, photo 2' }));
    expect(within(list).getByRole('listitem', { name: 'Photo 1, featured' })).toHaveTextContent('third.png');
    expect(within(list).getAllByText('Featured')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/77'));
    expect(order).toEqual(['create', 'upload', 'upload']);
    expect(uploadsOf(fetchMock)).toEqual([
      {
        path: '/images/recipe/77/upload',
        file: 'third.png',
        image_type: 'featured',
        caption: 'Golden',
        alt_text: 'Two slices of toast',
      },
      { path: '/images/recipe/77/upload', file: 'second.png', image_type: 'gallery', caption: null, alt_text: null },
    ]);
    // Leaving the form lets go of the remaining previews.
    await waitFor(() => expect(revoked).toEqual(expect.arrayContaining(['blob:preview-2', 'blob:preview-3'])));
    // The first test of the file also pays for transforming the lazy page chunks.
  }, 45_000);

  it('still opens the new recipe when an upload fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let n = 0;
    const { user, router, fetchMock } = setup(() =>
      ++n === 1 ? { status: 500, body: { detail: 'Disk full' } } : { status: 201, body: storedImage(2, 0, true) },
    );
    await fillMinimal(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Drag photos here/ })).toHaveAccessibleDescription(/up to 10MB/),
    );
    await user.upload(screen.getByLabelText('Choose photos'), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Create Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/77'));
    expect(uploadsOf(fetchMock).map((u) => u.file)).toEqual(['a.png', 'b.png']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"a.png" was not uploaded'), expect.anything());
    expect(screen.queryByText(IMAGE_MESSAGES.uploadFailed)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('takes dropped images and turns away dropped files that are not images', async () => {
    setup(() => ({ status: 201, body: storedImage(1, 0, true) }));
    const zone = await screen.findByRole('button', { name: /Drag photos here/ });
    await waitFor(() => expect(zone).toHaveAccessibleDescription(/up to 10MB/));
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf, png('dropped.png')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(`menu.pdf: ${IMAGE_MESSAGES.notAnImage}`);
    expect(
      within(screen.getByRole('list', { name: 'Recipe photos' })).getByRole('listitem', { name: 'Photo 1, featured' }),
    ).toHaveTextContent('dropped.png');
  });

  it('checks files before adding them and blocks adding without limits', async () => {
    storeTokens();
    stubFetch({
      'GET /auth/me': () => ({ body: member }),
      'GET /categories/categories': () => ({ body: { items: sampleCategories } }),
      'GET /images/upload-limits': () => ({ status: 500, body: { detail: 'down' } }),
    });
    const { user } = renderApp('/recipes', '/recipes/create');
    const zone = await screen.findByRole('button', { name: /Drag photos here/ });
    await waitFor(() => expect(zone).toHaveAccessibleDescription(IMAGE_MESSAGES.limitsNotLoaded));
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    await user.click(zone);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.limitsNotLoaded);
    expect(screen.queryByRole('list', { name: 'Recipe photos' })).not.toBeInTheDocument();
  });
});

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
