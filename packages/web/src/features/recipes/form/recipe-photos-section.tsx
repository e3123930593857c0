import type { ReactNode } from 'react';
import type { RecipeFormMode } from './recipe-form-validation';
import { FormSection } from './form-section';

export interface RecipePhotosSectionProps {
  mode: RecipeFormMode;
  /** The uploader of the page (photos/): held until saving on create, saved at once on edit. */
  children?: ReactNode;
}

const HINTS: Record<RecipeFormMode, string> = {
  create: 'Add up to 10 photos; they are uploaded when you create the recipe. The featured photo is shown first.',
  edit: 'Photo changes are saved straight away. The featured photo is shown first.',
};

/** The form's Recipe Photos section (spec 000 §2): the page's uploader under the section heading. */
export function RecipePhotosSection({ mode, children }: RecipePhotosSectionProps) {
  return (
    <FormSection title="Recipe Photos" hint={HINTS[mode]}>
      {children}
    </FormSection>
  );
}
