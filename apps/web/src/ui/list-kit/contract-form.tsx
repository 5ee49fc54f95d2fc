import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { dirtyPatch } from './dirty-patch.ts';
import { FormField, fieldAria } from './form-field.tsx';

type Save<T> = (values: T) => Promise<unknown>;

/**
 * A back office form checked by a contract's schema (react-hook-form with zodResolver), new or to edit: a new one
 * sends every value (and starts blank again when `clearAfterCreate`); an edit sends only what changed (nothing
 * changed: `onNothingChanged`). The server's refusals land on their fields, or in the form's alert.
 * `id` prefixes the fields' ids ("stay" makes "stay-name").
 */
export function useContractForm<I extends FieldValues, O extends FieldValues>({
  schema,
  defaults,
  id,
  places,
  error,
  save,
  clearAfterCreate = false,
  onNothingChanged,
}: {
  schema: z.ZodType<O, I>;
  defaults: I;
  id: string;
  places: ServerErrorPlaces<Path<I>>;
  /** The last call's failure (the mutation's error). */
  error: unknown;
  save: { create: Save<O>; patch?: undefined } | { create?: undefined; patch: Save<Partial<O>> };
  clearAfterCreate?: boolean;
  onNothingChanged?: (() => void) | undefined;
}) {
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues: defaults as DefaultValues<I> });
  const { handleSubmit, setError, formState, reset } = form;
  const fail = (failure: unknown) => setServerFieldErrors(failure, setError, places);
  const submit = async (values: O) => {
    if (save.create) {
      await save.create(values).then(() => clearAfterCreate && reset(defaults), fail);
      return;
    }
    const patch = dirtyPatch(formState.dirtyFields as Partial<Record<keyof O, unknown>>, values);
    if (!patch) return onNothingChanged?.();
    // Saved, what is on the form is the record: nothing is left to send until the next change.
    await save.patch(patch).then(() => reset(undefined, { keepValues: true }), fail);
  };
  const message = (name: Path<I>) => (formState.errors as Partial<Record<string, { message?: string }>>)[name]?.message;
  const aria = (name: Path<I>) => fieldAria(`${id}-${name}`, message(name));
  const field = (name: Path<I>, label: string, input: ReactNode, options: { wide?: boolean; hint?: string } = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={message(name)} {...options}>
      {input}
    </FormField>
  );
  return {
    form,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event),
    alert: placeServerError(error, places).alert,
    aria,
    field,
  };
}
