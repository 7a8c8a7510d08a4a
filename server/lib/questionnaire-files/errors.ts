/** An error about the customer's file, with a message a person can act on (shown as the file's
 *  failure reason). Anything else thrown by the library is a bug, reported as a generic message. */
export class QuestionnaireFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuestionnaireFileError';
  }
}
