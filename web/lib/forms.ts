import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { fieldErrors } from './fieldErrors';
import { notifyError } from './notify';

/**
 * A console form checked by the zod contract its API checks with (shared/contracts), so a rule and its
 * message live in one place: errors show on their fields, Enter in a field submits, and the submitted
 * values are the contract's output (trimmed, defaulted).
 */
export function useContractForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: S, initialValues: z.input<S>) {
  return useForm<z.input<S>, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: zod4Resolver(schema),
    transformValues: (values) => schema.parse(values),
  });
}

/** The server's refusal on the form's fields when it names them (`attr`), else as a notification (`fallback` when the server said nothing). */
export function showServerErrors(form: { setErrors(errors: Record<string, string>): void }, err: unknown, fallback?: string) {
  const errors = fieldErrors(err);
  if (Object.keys(errors).length) form.setErrors(errors);
  else notifyError(err, fallback);
}
