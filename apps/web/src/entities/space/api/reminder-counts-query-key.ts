/**
 * The cache key of the hosts' reminder counts, on its own: the Remind me button on the home page's
 * cards asks for the counts again after a change without loading the counts' schema (zod's classic API).
 */
export const REMINDER_COUNTS_QUERY_KEY = ['notifications', 'reminder-counts'] as const
