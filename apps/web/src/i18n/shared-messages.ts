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

/**
 * The same for the admin screens' forms (Manage Hosts, the newsletter's campaign form, Manage
 * Glossary): the messages their schemas give for a field left empty, too long or malformed.
 */
export const ADMIN_FORM_MESSAGES: readonly string[] = [
  msg('Enter a username to add as host'),
  msg('An X handle has 1 to 15 letters, digits or underscores'),
  msg('Subject is required'),
  msg('Subject must be at most 200 characters'),
  msg('Subject must be one line'),
  msg('Content is required'),
  msg('Content must be at most 100,000 characters'),
  msg('Term is required'),
  msg('Category is required'),
  msg('Definition is required'),
  msg('Each level can have one definition'),
]
