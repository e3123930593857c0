import { IMAGE_MESSAGES } from '@potluck/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member, storeTokens, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { sampleCategories, sampleRecipe } from '../form/recipe-fixtures';
import { limits, png, storedImage, stubObjectUrls, uploadsOf } from './photo-pages-stub';

const revokedUrls = stubObjectUrls();

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
    expect(revokedUrls()).toEqual(['blob:preview-1']);
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
    await waitFor(() => expect(revokedUrls()).toEqual(expect.arrayContaining(['blob:preview-2', 'blob:preview-3'])));
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
