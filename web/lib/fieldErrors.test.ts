import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { fieldErrors } from './fieldErrors';

describe("the server's field errors on a form", () => {
  it('drops the field name the server put before a message, and keeps a sentence whose own colon is part of it', () => {
    const err = new ApiError(400, [
      { code: 'validation_error', detail: 'Sales team email: Please enter a valid email address', attr: 'internal_notification_receivers.sales_team_email' },
      { code: 'validation_error', detail: 'The file is not a valid PDF document: its text could not be read.', attr: 'file' },
      { code: 'validation_error', detail: 'Name is required.', attr: 'name' },
    ]);
    expect(fieldErrors(err)).toEqual({
      sales_team_email: 'Please enter a valid email address',
      file: 'The file is not a valid PDF document: its text could not be read.',
      name: 'Name is required.',
    });
  });
});
