import type { z } from 'zod';
import type { Role } from '../shared/roles';
import type { FieldInput } from './fieldInput';
import type { RolePolicy } from './access';
import type { NavigationSpec } from './navigationSpec';

// README.md#adding-a-resource (docs/api.md#resources): like a Payload collection config, one typed object says
// everything the console and the API need to know about a resource. Browser-safe: zod types only.

/** Every record an engine resource serves carries an id and the version a stale edit is refused by. */
export type RecordShape = z.ZodObject<{ id: z.ZodType<string>; version: z.ZodType<number> }>;
export type BodyShape = z.ZodObject;

type Keys<S extends z.ZodObject> = Extract<keyof z.infer<S>, string>;

export interface ListSpec<R extends z.ZodObject, L extends z.ZodObject = R> {
  /**
   * What a list call answers a row as, when it is not the record: the orders list's rows carry
   * names and totals, not lines and history. Sorts, filters and search name its fields.
   */
  row?: L;
  /** Columns of the list screen, in order. */
  columns: readonly Keys<R>[];
  /** Fields the list may be sorted by (`sort=["field","ASC"]`); anything else answers 400. */
  sortable: readonly Keys<L>[];
  defaultSort: { field: Keys<L>; order: 'ASC' | 'DESC' };
  /** Text fields the free-text filter `q` searches (case-insensitive "contains"). */
  search: readonly Keys<L>[];
  /** Filters beside `q`, in order; each filters by equality (a list of values: any of them). */
  filters: readonly Keys<L>[];
  /**
   * For a list that grows without bound: it counts nothing (`Content-Range` ends in `*` while more
   * rows follow) and pages through the first this many matching rows (docs/api.md#lists-without-a-count).
   */
  pageDepth?: number;
  /**
   * Filters that are no field's equality, with the schema of one value; the server resource gives
   * each one's condition (`filterConditions`). No input shows for them: links set them in the URL.
   */
  conditionFilters?: Record<string, z.ZodType>;
}

export interface ResourceDefinition<
  R extends RecordShape = RecordShape,
  C extends BodyShape = BodyShape,
  U extends BodyShape = BodyShape,
  N extends string = string,
  L extends z.ZodObject = R,
> {
  /**
   * The resource's one name: API path segment (`GET /api/{name}`), data-provider resource, folder of
   * its screens (`src/features/{name}/screens/`); its table is the snake_case form. Its name and
   * fields' labels are messages under `resources.{name}` (docs/languages.md#messages).
   */
  name: N;
  /** The route of its screens without the leading slash, e.g. `admin/species`. */
  route: string;
  /** What a record reads as in references, titles and breadcrumbs (recordRepresentation). */
  title: Keys<R>;
  /** The record as the API answers it. */
  record: R;
  /** Body of `POST /api/{name}`. */
  create: C;
  /** Body of `PUT /api/{name}/{id}`; includes `version`, the one the editor loaded. */
  update: U;
  /** How each field is edited, in form order; fields absent here are not shown in forms. */
  inputs: Partial<Record<Keys<C> | Keys<U>, FieldInput>>;
  list: ListSpec<R, L>;
  /** Who may do what, and which rows each role sees (docs/roles-and-access.md#server-enforcement); absent roles may do nothing. */
  access: Partial<Record<Role, RolePolicy<Keys<R>>>>;
  /** Calls beyond CRUD and the roles that may make them (the clients' `link`). */
  customActions?: Record<string, readonly Role[]>;
  /** Its item in the drawer and the user menu, if it has one; the drawer follows resourceList's order. */
  navigation?: NavigationSpec;
  /** Its list is the app's home page `/` rather than `/{route}` (the orders list). */
  listAtHome?: boolean;
  /** A view other resources refer to, with no screens of its own (outfitters among users). */
  referenceOnly?: boolean;
}

export type RecordOf<D> = D extends ResourceDefinition<infer R> ? z.infer<R> : never;
export type CreateBodyOf<D> =
  D extends ResourceDefinition<RecordShape, infer C> ? z.infer<C> : never;
export type UpdateBodyOf<D> =
  D extends ResourceDefinition<RecordShape, BodyShape, infer U> ? z.infer<U> : never;

/**
 * Declares a resource once; the console, both sides' validation and the API follow from it.
 * @example export const species = defineResource({ name: 'species', route: 'admin/species', ... });
 */
export function defineResource<
  R extends RecordShape,
  C extends BodyShape,
  U extends BodyShape,
  const N extends string,
  L extends z.ZodObject = R,
>(definition: ResourceDefinition<R, C, U, N, L>): ResourceDefinition<R, C, U, N, L> {
  return definition;
}

/** A definition with its types erased, as the generic engine holds them in one list. */
export type AnyResource = ResourceDefinition<
  RecordShape,
  BodyShape,
  BodyShape,
  string,
  z.ZodObject
>;
