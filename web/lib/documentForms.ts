import { z } from 'zod';

/**
 * A file chosen in a form (or none), checked before it is sent: at most `maxBytes`, else `tooLarge` on
 * the field. With `required`, choosing none shows that sentence. The server checks the file again.
 */
export function chosenFile(maxBytes: number, tooLarge: string, required?: string) {
  const file = z
    .instanceof(File)
    .nullable()
    .refine((f) => !f || f.size <= maxBytes, tooLarge);
  return required ? file.refine((f) => f !== null, required) : file;
}

/** A multipart body for a Trust Center document: its fields as JSON in `data`, and the files chosen. */
export function documentFormData(fields: object, files: Record<string, File | null | undefined>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(fields));
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
  return form;
}
