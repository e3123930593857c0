import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/**
 * What an input field names, so the contract sweep (packages/server/src/test/contract-sweep) can call every
 * endpoint as a second member with the first member's object without a hand-kept list. 'private': a stranger
 * must get 404 (or 403) and the owner's object stays as it was. 'public': every member may read it by design
 * (a profile, a category); the stranger's call must then answer 2xx without showing anything private.
 * 'scoped': a number within the object named beside it (a recipe's version), private with that object.
 * 'own': the caller's own relation to an object (their bookmark of a recipe, by the recipe's id): any id gets
 * the same answer, so the call cannot tell whether someone else's object exists.
 */
export const OBJECT_KINDS = {
  recipe: 'private',
  /** A recipe's slug (GET /recipes/slug/:slug). */
  recipeSlug: 'private',
  image: 'private',
  /** A stored image's file name under /images/serve/:folder. */
  imageFile: 'private',
  /** A stored image as "folder/file" (or its serve URL). */
  imagePath: 'private',
  /** A version number, counted within the recipe named beside it (it follows that recipe). */
  version: 'scoped',
  shoppingList: 'private',
  shoppingItem: 'private',
  /** A shopping template (a member may also publish one: the fixture's is their own, unpublished). */
  shoppingTemplate: 'private',
  /** Your bookmark of a recipe, by the recipe's id: removing it works even once the recipe is out of your sight. */
  ownBookmark: 'own',
  mealPlan: 'private',
  meal: 'private',
  /** A meal plan template (a member may publish one: the fixture's is their own, unpublished). */
  mealPlanTemplate: 'private',
  /** A friend request or friendship: only its two members see it. */
  friendship: 'private',
  /** An invitation (its inviter, or an admin, may send its mail again). */
  invitation: 'private',
  /** A member's account as user management names it (/admin/users/{id}): only an admin may, never a member. */
  account: 'private',
  member: 'public',
  category: 'public',
} as const satisfies Record<string, 'private' | 'public' | 'scoped' | 'own'>;
export type ObjectKind = keyof typeof OBJECT_KINDS;

declare module 'zod' {
  interface GlobalMeta {
    /** Set by names()/idOf(): what the field identifies (read by the contract sweep, shown in OpenAPI). */
    objectKind?: ObjectKind;
  }
}

/** Marks an input field as naming an object of `kind` (zod 4 metadata in the global registry). */
export const names = <S extends z.ZodType>(kind: ObjectKind, schema: S): S => schema.meta({ objectKind: kind });

/** Ids are PostgreSQL integer columns: a larger number is refused by the schema (422), not by the database (500). */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id of a `kind`: 'url' (path and query, coerced from text) or 'json' (a body field, a
 * number only). The one way to declare an input id, so every id says what it names.
 */
export function idOf(kind: ObjectKind, from?: 'url'): z.ZodCoercedNumber;
export function idOf(kind: ObjectKind, from: 'json'): z.ZodNumber;
export function idOf(kind: ObjectKind, from: 'url' | 'json' = 'url') {
  return names(kind, (from === 'url' ? z.coerce.number() : z.number()).int().positive().max(MAX_ID));
}

/** Path params `{ id }` naming a `kind`. */
export const idParamsOf = (kind: ObjectKind) => z.object({ id: idOf(kind) });

/** The kind a field names, looking through optional, nullable, default and array wrappers. */
export function objectKindOf(schema: z.ZodType): ObjectKind | undefined {
  const own = schema.meta()?.objectKind;
  if (own) return own;
  const def = schema.def as { innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType };
  const inner = def.innerType ?? def.element ?? def.in;
  return inner ? objectKindOf(inner) : undefined;
}

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The collection envelope of ARCHITECTURE §3. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export type Page<T> = { items: T[]; total: number; limit: number; offset: number };

export const messageSchema = z.object({ message: z.string() });

/** A query flag: a boolean, or its text "true"/"false" (the web sends include_public=false). */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const isoDateTime = z.string();
