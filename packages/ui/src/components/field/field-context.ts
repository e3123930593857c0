import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Set by `Field` so the control inside it gets the id, description and invalid state. */
export const FieldContext = createContext<FieldControlProps | null>(null);

/** Merges the enclosing Field's wiring with explicit props (explicit props win). */
export function useFieldControl<P extends { id?: string }>(props: P): P & Partial<FieldControlProps> {
  const field = useContext(FieldContext);
  if (!field) return props;
  return { ...field, ...props, id: props.id ?? field.id };
}
