import type { FormErrors, OnSubmit } from '@mantine/form';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { knowledgeHubMessages as msg } from '@shared/contracts/knowledge-hub';

/** What an upload needs of its form (`useContractForm`): its errors, and its submit. */
interface UploadForm<Values> {
  errors: FormErrors;
  setErrors: Dispatch<SetStateAction<FormErrors>>;
  onSubmit: OnSubmit<unknown, Values>;
}

/**
 * The file of an upload form. It stays beside the form's values (the contracts have no file field), and its
 * error is the form's `file` error, so a server refusal naming the file lands under the drop zone too.
 */
export function useUploadFile<Values>(form: UploadForm<Values>) {
  const [file, setFile] = useState<File | null>(null);
  const setFileError = (error: string | null) => form.setErrors((current) => ({ ...current, file: error }));

  /** Props of the `FileDrop`. */
  const drop = {
    file,
    error: form.errors.file ?? null,
    onError: setFileError,
    onChange: (f: File | null) => {
      setFile(f);
      if (f) setFileError(null);
    },
  };

  /** The form's submit: the contract checks the fields and the file must be there, both said at once; `send` gets the file and the contract's output. */
  const onSubmit = (send: (file: File, values: Values) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => {
    const missing = file ? null : typeof form.errors.file === 'string' ? form.errors.file : msg.fileRequired;
    const requireFile = () => {
      if (missing) setFileError(missing);
    };
    form.onSubmit((values) => (file ? send(file, values) : requireFile()), requireFile)(event);
  };

  return { file, drop, onSubmit };
}
