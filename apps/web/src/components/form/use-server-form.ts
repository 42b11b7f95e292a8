import { useId, useMemo } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { errorIdFor, formMessage } from './form-message';

/** A shared zod schema as the resolver sees it: what the fields hold, and what a valid submit gives. */
type FormSchema<Input extends FieldValues, Output> = { _zod: { input: Input; output: Output } };

/**
 * The resolver for a schema, or for a function that loads one. zod and the resolver load when the
 * form is first checked (on submit): a page with a form paints without them. `raw`: a valid form
 * submits its values as typed rather than as the schema's output.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output> | (() => Promise<FormSchema<Input, Output>>),
  { raw = false }: { raw?: boolean } = {},
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('@hookform/resolvers/zod'),
    ]).then(
      ([loaded, { zodResolver }]) =>
        (raw ? zodResolver(loaded, undefined, { raw: true }) : zodResolver(loaded)) as unknown as Resolver<
          Input,
          unknown,
          Output
        >,
    );
    // A failed load (the network) is tried again on the next check.
    loading.catch(() => {
      loading = null;
    });
    return (await loading)(values, context, options);
  };
}

export type ServerFormOptions<Input extends FieldValues, Output> = {
  defaultValues: DefaultValues<Input>;
  /** The fields in the order the form shows them: the first refused one gives the form's message. */
  fields: readonly Path<Input>[];
  /** The request and what follows it; a throw is the server refusing. */
  send: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void>;
  /** The message for a failed request (default: the API's own message, or a plain one). */
  serverMessage?: (error: unknown) => string;
  /** `inline` (default): one message in the form; `toast`: refusals and failures as an error toast. */
  report?: 'inline' | 'toast';
  /** After a successful send the page moves on: the form stays busy until it has. */
  busyAfterSuccess?: boolean;
};

/**
 * The account forms' common setup: react-hook-form with the shared schema as resolver (pass a loader,
 * `() => import(...)`, to keep zod off the page until the first check), one message at a
 * time (the first refused field, else what the server answered as `root.server`), and a busy flag.
 */
export function useServerForm<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output> | (() => Promise<FormSchema<Input, Output>>),
  {
    defaultValues,
    fields,
    send,
    serverMessage = errorMessage,
    report = 'inline',
    busyAfterSuccess = false,
  }: ServerFormOptions<Input, Output>,
) {
  const id = useId();
  const messageId = `${id}-error`;
  const resolver = useMemo(() => lazyResolver(schema), [schema]);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await send(values, form);
      } catch (error) {
        const message = serverMessage(error);
        if (report === 'toast') void notify('error', message);
        else form.setError('root.server', { message });
      }
    },
    (refused) => {
      if (report !== 'toast') return;
      const message = formMessage(refused, fields);
      if (message) void notify('error', message);
    },
  );

  return {
    form,
    errors,
    id,
    messageId,
    /** What the form says now: the first refused field's message, or the server's answer. */
    message: formMessage(errors, fields),
    /** For a field's `errorId`: the form's message element while this field is refused. */
    errorId: (name: Path<Input>) => errorIdFor(errors, name, messageId),
    /** A field's props: `register(name)` and, while it is refused, its `errorId`. */
    field: (name: Path<Input>) => ({ errorId: errorIdFor(errors, name, messageId), ...form.register(name) }),
    submit,
    busy: isSubmitting || (busyAfterSuccess && isSubmitSuccessful && !errors.root),
  };
}
