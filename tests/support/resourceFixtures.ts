import type { z } from 'zod';
import type { DefinitionOf, ResourceName } from '../../src/features/resourceList';
import type { Role } from '../../src/shared/roles';

// docs/roles-and-access.md#per-resource, as answers of the API: list, read, create, update, delete
// of a record the role may see if any (an outfitter's own client). 404 on read: the role lists,
// but the test's row is not theirs.
export type Answers = [list: number, read: number, create: number, update: number, remove: number];
export const ALL: Answers = [200, 200, 201, 200, 200];
export const READS: Answers = [200, 200, 403, 403, 403];
export const NONE: Answers = [403, 403, 403, 403, 403];
export const OWN: Answers = [200, 200, 201, 200, 403]; // an outfitter's clients: no delete
export const UNSEEN: Answers = [200, 404, 403, 403, 403]; // lists, but the test's row is not theirs
export const UPLOADER: Answers = [200, 200, 201, 403, 403]; // reads and adds; changes only their uploads
export const KEPT: Answers = [200, 200, 201, 200, 404]; // orders: no DELETE route, they end by workflow
export const POSTED: Answers = [200, 200, 201, 404, 404]; // messages: no PUT or DELETE route, they stay

/** The fields a test writes so that a derived field holds `value`. */
export type DerivedField = (value: unknown) => Record<string, unknown>;

/** The body `POST /api/{name}` takes, as its definition's create schema reads it. */
type CreateInput<N extends ResourceName> = z.input<DefinitionOf<N>['create']>;

/** What the API tests need of a resource, kept in its folder's fixtures.ts. */
export interface ResourceFixtures<
  N extends ResourceName = ResourceName,
  S extends string = string,
> {
  name: N;
  /** Fields a sample cannot make up, ids of other records: the caller gives them. */
  supplied: readonly S[];
  /** One valid create body, unique by `n`. */
  sample: (n: string) => Record<string, unknown>;
  /** The answers each role gets, written by hand from the access table of the docs. */
  access: Record<Role, Answers>;
  /**
   * Fields of a row scope that the database derives from others (a generated column): what a test
   * writes, in the row or the body, to give the field a value (docs/roles-and-access.md#the-row-matrix).
   */
  derivedFields: Readonly<Record<string, DerivedField>>;
}

/**
 * A resource's test fixtures, its sample typed by its definition's create schema (the name comes
 * first, so the sample's literals are read against that resource's schema).
 * @example export const fixtures = resourceFixtures('farms')({ sample: (n) => ({ name: `Farm ${n}` }), access })
 */
export const resourceFixtures =
  <N extends ResourceName>(name: N) =>
  <S extends string = never>(fixtures: {
    supplied?: readonly S[];
    sample: (n: string) => Omit<CreateInput<N>, S>;
    access: Record<Role, Answers>;
    derivedFields?: Readonly<Record<string, DerivedField>>;
  }): ResourceFixtures<N, S> => ({
    name,
    supplied: fixtures.supplied ?? [],
    derivedFields: fixtures.derivedFields ?? {},
    ...fixtures,
  });
