/**
 * The engine's result checked against the shared `recommendationSchema` on every call, compiled.
 *
 * The shared schemas are written with zod/mini (the web must tree-shake them), and a zod/mini object
 * is zod's interpreted object: every key of every object is walked through a generic loop, with a
 * result object and an issues array per field. Full zod's object (`$ZodObjectJIT`) compiles its
 * shape once into one straight-line function, and parses the same values the same way (same keys in
 * the same order, same defaults, same issues). So the schema is rebuilt here once, every object in
 * it as a compiled object and every other node kept as it is (its checks, enums and defaults
 * included): the check is the same check, run faster.
 */
import type { Recommendation } from '@physiomate/shared';
import { recommendationSchema } from '@physiomate/shared';
import * as core from 'zod/v4/core';

/** A copy of a definition with one field replaced, its getters (a default's value) kept as getters. */
function withField<D extends object>(def: D, key: string, value: unknown): D {
  const copy = Object.create(Object.getPrototypeOf(def), Object.getOwnPropertyDescriptors(def)) as D;
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The schema with every object in it compiled (exported for the test that checks it rejects alike). */
export function compiled(schema: core.$ZodType): core.$ZodType {
  const def = schema._zod.def as core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const shape: Record<string, core.$ZodType> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, core.$ZodType>))
        shape[key] = compiled(field);
      return new core.$ZodObjectJIT(withField(def, 'shape', shape) as unknown as core.$ZodObjectDef);
    }
    case 'array':
      return core.util.clone(schema, withField(def, 'element', compiled(def.element as core.$ZodType)));
    case 'optional':
    case 'nullable':
    case 'default':
      return core.util.clone(schema, withField(def, 'innerType', compiled(def.innerType as core.$ZodType)));
    default:
      return schema;
  }
}

const RESULT = compiled(recommendationSchema);

/**
 * Whether the schema accepts a value and would give back an equal one: `(value) => true` only when
 * parsing it would return the same data, key order included (a plain object with no key the schema
 * does not know and none left undefined, so nothing is stripped and no default filled in). Anything
 * else, valid or not, answers false and goes to the parse itself. Read in place: nothing is copied.
 */
type InPlace = (value: unknown) => boolean;

/** A node zod checks alone (a string with a pattern, a number with bounds, a short list with a cap). */
function byParse(schema: core.$ZodType): InPlace {
  return (value) => {
    const parsed = core.safeParse(schema, value);
    if (!parsed.success) return false;
    const data = parsed.data as unknown;
    if (data === value) return true;
    // (a list of strings or numbers comes back as a copy of the same items)
    if (!Array.isArray(data) || !Array.isArray(value) || data.length !== value.length) return false;
    for (let i = 0; i < data.length; i++) {
      const item = data[i] as unknown;
      if (item !== value[i] || (item !== null && typeof item === 'object')) return false;
    }
    return true;
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The in-place check of a schema (exported for the test that checks it agrees with the parse). */
export function inPlace(schema: core.$ZodType): InPlace {
  const def = schema._zod.def as core.$ZodTypeDef & Record<string, unknown>;
  if ((def.checks as unknown[] | undefined)?.length || def.coerce === true) return byParse(schema);
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'enum': {
      const values = schema._zod.values as ReadonlySet<unknown>;
      return (value) => values.has(value);
    }
    case 'nullable': {
      const inner = inPlace(def.innerType as core.$ZodType);
      return (value) => value === null || inner(value);
    }
    // (undefined: the parse decides; an optional key is best left out, and a default is filled in)
    case 'optional':
    case 'default': {
      const inner = inPlace(def.innerType as core.$ZodType);
      return (value) => value !== undefined && inner(value);
    }
    case 'array': {
      const element = inPlace(def.element as core.$ZodType);
      return (value) => {
        if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case 'object': {
      if (def.catchall !== undefined) return byParse(schema);
      const shape = def.shape as Record<string, core.$ZodType>;
      const keys = Object.keys(shape);
      const checks = keys.map((key) => inPlace(shape[key] as core.$ZodType));
      // A key may be absent only where the parse leaves it out too (optional, not defaulted).
      const required = keys.map((key) => (shape[key] as core.$ZodType)._zod.def.type !== 'optional');
      return (value) => {
        if (!isPlainObject(value)) return false;
        // The value's keys, in order, are some of the schema's, in the schema's order.
        let k = 0;
        for (const key in value) {
          if (!Object.hasOwn(value, key)) return false;
          while (k < keys.length && keys[k] !== key) {
            if (required[k]) return false;
            k++;
          }
          if (k === keys.length || !(checks[k] as InPlace)(value[key])) return false;
          k++;
        }
        for (; k < keys.length; k++) if (required[k]) return false;
        return true;
      };
    }
    default:
      return byParse(schema);
  }
}

const RESULT_IN_PLACE = inPlace(recommendationSchema);

/**
 * The result parsed by the shared schema (throws as `recommendationSchema.parse` would). A result the
 * schema accepts as it is (every result the engine writes) is returned itself rather than as the
 * parse's copy, which equals it; any other value is parsed.
 */
export const checkedResult = (value: unknown): Recommendation =>
  RESULT_IN_PLACE(value) ? (value as Recommendation) : (core.parse(RESULT, value) as Recommendation);
