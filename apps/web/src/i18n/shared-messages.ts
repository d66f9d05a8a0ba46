import { msg } from './i18n'

/**
 * The sentences of the shared schemas (packages/shared) that the forms show beside a field, written
 * down here for the catalogs: a form checks its values with the server's own schema and shows the
 * English message it gives, which the field's error then says with `t()` (components/ui/form-field).
 * A test holds this list to the schemas' messages.
 */
export const SHARED_FORM_MESSAGES: readonly string[] = [
  msg('Title is required'),
  msg('Too long'),
  msg('Invalid URL format'),
  msg('Must be in the future'),
  msg('Start time is required'),
  msg('Repeats must be between 1 and 4'),
  msg('Recurrence pattern must be weekly or monthly'),
  msg('Unknown time zone'),
  msg('Space URL is required'),
  msg('Must not contain control characters or invalid characters'),
  msg('Must be one line, without line breaks'),
  msg('Must be a time between 2000-01-01 and 2100-01-01'),
]
