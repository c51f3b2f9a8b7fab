/**
 * One fault in a request, as the functions' error answer lists it (docs/conventions.md): the field's path
 * ('' for the body as a whole) and the message to show. The forms read these from a 400 answer.
 */
export interface FieldIssue {
  path: string;
  message: string;
}
