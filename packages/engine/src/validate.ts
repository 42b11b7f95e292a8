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

/** The result parsed by the shared schema (throws as `recommendationSchema.parse` would). */
export const checkedResult = (value: unknown): Recommendation => core.parse(RESULT, value) as Recommendation;
