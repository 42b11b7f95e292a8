import { createInterface } from 'node:readline';
import { z } from 'zod';
import { assess } from '../src/index.ts';

/** One input line: the fields of the assessment request the engine needs. */
const lineSchema = z.object({
  symptoms: z
    .string({ error: 'symptoms must be a string' })
    .refine((s) => s.trim().length >= 100, 'symptoms must be at least 100 characters after trimming'),
  painLocations: z.array(z.string({ error: 'painLocations must hold strings' }), {
    error: 'painLocations must be an array of strings',
  }),
});

const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
for await (const line of rl) {
  if (line.trim() === '') continue;
  let out: unknown;
  try {
    const parsed = lineSchema.safeParse(JSON.parse(line));
    out = parsed.success
      ? assess(parsed.data)
      : {
          error: { code: 'validation_failed', message: parsed.error.issues.map((i) => i.message).join('; ') },
        };
  } catch (err) {
    out =
      err instanceof SyntaxError
        ? { error: { code: 'bad_request', message: 'Each line must be valid JSON.' } }
        : { error: { code: 'internal', message: 'The engine could not assess this line.' } };
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
