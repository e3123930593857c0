import { ApiError, RECIPE_MESSAGES } from '@potluck/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleLimits, samplePictureUrl } from '../photos/photo-fixtures';
import { RecipePhotoUploader, type PhotoTileData } from '../photos/recipe-photo-uploader';
import { sampleCategories, sampleRecipe } from './recipe-fixtures';
import { RecipeForm } from './recipe-form';
import { recipeToFormValues } from './recipe-form-values';

/** The Recipe Photos uploader as the pages pass it in (the pages own the photos; see photos/). */
const uploader = (photos: PhotoTileData[] = [], confirmRemove = false) => (
  <RecipePhotoUploader
    photos={photos}
    limits={sampleLimits}
    confirmRemove={confirmRemove}
    onAdd={fn()}
    onRemove={fn()}
    onMakeFeatured={fn()}
    onTextChange={fn()}
  />
);

const savedPhotos: PhotoTileData[] = [
  {
    key: 'saved-1',
    src: samplePictureUrl(2),
    caption: 'Out of the oven',
    altText: 'Lasagne in a blue dish',
    featured: true,
  },
  { key: 'saved-2', src: samplePictureUrl(0), caption: '', altText: '', featured: false },
];

/** The form of /recipes/create and /recipes/{id}/edit, without the network: saving is the onSubmit prop. */
const meta = {
  title: 'Screens/Recipe Form',
  component: RecipeForm,
  args: {
    mode: 'create',
    categories: sampleCategories,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    photos: uploader(),
  },
  argTypes: { initialValues: { control: false }, photos: { control: false } },
} satisfies Meta<typeof RecipeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCreate: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /Servings/ })).toHaveValue(4);
    await expect(canvas.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Medium');
    await expect(canvas.getByRole('combobox', { name: 'Visibility' })).toHaveTextContent('Public');
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipe title/ }), 'Pancakes');
    await expect(canvas.getByRole('textbox', { name: /Recipe title/ })).toHaveValue('Pancakes');
    await userEvent.click(canvas.getByRole('button', { name: 'Add ingredient' }));
    // The new row is ready to type in.
    await expect(canvas.getByRole('textbox', { name: 'Ingredient 2 name' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Add step' }));
    await expect(canvas.getByRole('textbox', { name: 'Step 2' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove instruction 2' }));
    await expect(canvas.queryByRole('textbox', { name: 'Step 2' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Back to the empty state for the screenshot.
    await userEvent.clear(canvas.getByRole('textbox', { name: /Recipe title/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ingredient 2' }));
  },
};

export const PrefilledEdit: Story = {
  args: { mode: 'edit', initialValues: recipeToFormValues(sampleRecipe), photos: uploader(savedPhotos, true) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Recipe title/ })).toHaveValue('Nonna’s Lasagne');
    await expect(canvas.getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Make the ragù.');
    await userEvent.click(canvas.getByRole('button', { name: 'Move instruction 1 down' }));
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Layer and bake.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move instruction 2 up' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Move instruction 2 up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Recipe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Nonna’s Lasagne',
        servings: 6,
        instructions: [
          expect.objectContaining({ instruction: 'Make the ragù.' }),
          expect.objectContaining({ instruction: 'Layer and bake.' }),
        ],
      }),
    );
  },
};

export const ValidationErrors: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /Servings/ }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Prep time/ }), '-5');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Amount, ingredient 1' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Recipe' }));
    for (const message of [
      RECIPE_MESSAGES.titleRequired,
      RECIPE_MESSAGES.prepTimePositive,
      RECIPE_MESSAGES.servingsMin,
      RECIPE_MESSAGES.ingredientNameRequired,
      RECIPE_MESSAGES.atLeastOneInstruction,
    ]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Recipe title/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Ingredient 1 name' })).toHaveAccessibleDescription(
      RECIPE_MESSAGES.ingredientNameRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing clears that field's message.
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipe title/ }), 'Soup');
    await expect(canvas.queryByText(RECIPE_MESSAGES.titleRequired)).not.toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Recipe title/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Recipe' }));
    await canvas.findByText(RECIPE_MESSAGES.titleRequired);
  },
};

const fillMinimal = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Recipe title/ }), 'Toast');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ingredient 1 name' }), 'bread');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Step 1' }), 'Toast it.');
  await userEvent.click(canvas.getByRole('button', { name: 'Create Recipe' }));
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new ApiError(503, 'Database unavailable'))) },
  play: async ({ canvas }) => {
    await fillMinimal(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Create Recipe' })).toBeEnabled();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        new ApiError(422, [
          {
            loc: ['body', 'ingredients', 0, 'ingredient_name'],
            msg: RECIPE_MESSAGES.ingredientNameRequired,
            type: 'too_small',
          },
        ]),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await fillMinimal(canvas);
    await expect(await canvas.findByText(RECIPE_MESSAGES.ingredientNameRequired)).toBeInTheDocument();
    const field = canvas.getByRole('textbox', { name: 'Ingredient 1 name' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The cursor goes to the field the server refused (the screenshot shows its focus ring).
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const GenericFailure: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('socket hang up'))) },
  play: async ({ canvas }) => {
    await fillMinimal(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.createFailed);
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas }) => {
    await fillMinimal(canvas);
    const button = canvas.getByRole('button', { name: 'Create Recipe' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while saving sends nothing more.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const CategoriesLoading: Story = {
  args: { categories: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CategoriesFailed: Story = {
  args: { categories: undefined, categoriesFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Categories could not be loaded/)).toBeInTheDocument();
  },
};

/** 390 px phone: ingredient rows stack, the buttons take the full width. */
export const PhoneWidth: Story = {
  args: { mode: 'edit', initialValues: recipeToFormValues(sampleRecipe) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Ingredient 1 name' });
    const amount = canvas.getByRole('spinbutton', { name: 'Amount, ingredient 1' });
    // Stacked: the name sits below the amount, not beside it.
    await expect(name.getBoundingClientRect().top).toBeGreaterThan(amount.getBoundingClientRect().bottom);
    // The screenshot shows the stacked rows.
    canvas.getByRole('region', { name: 'Ingredients' }).scrollIntoView();
  },
};
