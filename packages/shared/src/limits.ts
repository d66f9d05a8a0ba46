/**
 * Every limit of the product (lengths, counts, windows), written once. Server schemas and client
 * forms both import these.
 */

export const TITLE_MAX_LENGTH = 200
export const SPACE_DESCRIPTION_MAX_LENGTH = 1000
export const READING_AUTHOR_MAX_LENGTH = 100
export const READING_SUMMARY_MAX_LENGTH = 500
export const READ_MINUTES_MIN = 1
/** The longest read the form takes, in minutes (the column is a whole number of minutes). */
export const READ_MINUTES_MAX = 100_000
export const NOTES_MAX_LENGTH = 500
export const BIO_MAX_LENGTH = 500

export const REPEATS_MIN = 1
export const REPEATS_MAX = 4
export const RECURRENCE_PATTERNS = ['weekly', 'monthly'] as const

export const PICKER_MINUTE_STEP = 5
export const PICKER_HOUR_MIN = 1
export const PICKER_HOUR_MAX = 12

export const EXPIRES_IN_DAYS_MIN = 1
/** Ten years: a grant's expiry stays well before TIME_MAX. */
export const EXPIRES_IN_DAYS_MAX = 3650

/** Default Space duration, used for calendar links and for deciding when a Space has ended. */
export const SPACE_DEFAULT_DURATION_SECONDS = 60 * 60

export const MOBILE_BREAKPOINT_PX = 768
export const DEEP_LINK_FALLBACK_MS = 700

export const LOGIN_SUCCESS_MESSAGE_MS = 3000
export const LOGIN_ERROR_MESSAGE_MS = 5000
export const LOGOUT_MESSAGE_MS = 3000
export const DELETE_FAILURE_MESSAGE_MS = 4000

export const HOST_DROPDOWN_MAX_HEIGHT_PX = 280
export const FEATURED_DROPDOWN_MAX_HEIGHT_PX = 300
export const SUBSCRIBERS_LIST_MAX_HEIGHT_PX = 400

export const LINK_PLATFORMS = ['substack', 'spotify', 'youtube', 'instagram', 'website', 'other'] as const
export const READING_TYPES = ['article', 'video', 'podcast', 'book', 'other'] as const
export const DIFFICULTY_LEVELS = ['eli5', 'highschool', 'undergraduate', 'graduate', 'phd', 'other'] as const
export const GLOSSARY_LEVELS = ['eli5', 'highschool', 'undergraduate', 'graduate'] as const
export const ACCESS_LEVELS = ['helper', 'co-host', 'manager'] as const
export const ROLES = ['user', 'host', 'admin'] as const
export const SPACE_STATES = ['upcoming', 'ended'] as const

/** Hosts accepted in a Space URL: https:// followed by one of these. */
export const SPACE_URL_HOSTS = ['x.com', 'twitter.com'] as const

/** OAuth login attempts expire after this long. */
export const LOGIN_ATTEMPT_TTL_SECONDS = 10 * 60

/** localStorage key for the viewer's chosen time zone. */
export const VIEWER_TIMEZONE_STORAGE_KEY = 'viewer_timezone'

/**
 * The input contract both databases share. Ids are PostgreSQL `integer`s; times are
 * unix seconds between 2000-01-01 and 2100-01-01 UTC, which every JavaScript Date can show.
 */
export const ID_MAX = 2 ** 31 - 1
export const TIME_MIN = 946_684_800
export const TIME_MAX = 4_102_444_800
/** Longest handle, term or other short text that may appear in a path or query. */
export const PATH_TEXT_MAX_LENGTH = 200
/** Longest URL stored anywhere (links, reading items, Space and recording URLs). */
export const URL_MAX_LENGTH = 2000

/** Newsletter. */
export const EMAIL_MAX_LENGTH = 254
export const CAMPAIGN_SUBJECT_MAX_LENGTH = 200
export const CAMPAIGN_CONTENT_MAX_LENGTH = 100_000
/** Most elements inside one another in campaign HTML: deeper trees overflow the HTML-to-text stack. */
export const CAMPAIGN_HTML_DEPTH_MAX = 100
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced'] as const
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const
/** A confirmation email is sent again at most this often for one address. */
export const CONFIRMATION_RESEND_SECONDS = 60

/** Calendar and RSS feeds, sitemap. */
/** Feeds list Spaces that started up to this long ago, and everything later. */
export const FEED_PAST_SECONDS = 30 * 24 * 60 * 60
/** Most hosts one site-feed filter (`?hosts=a,b`) may name. */
export const FEED_HOSTS_MAX = 50
/** Most items an RSS or Atom feed carries (the soonest upcoming Spaces). */
export const FEED_ITEMS_MAX = 500
/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS_MAX = 50_000

/** Space lists: what one answer may cost, whatever the table holds. */
/** The widest from–to window a Space list answers: a six-week calendar grid, a DST hour and a day to spare. */
export const SPACES_WINDOW_MAX_DAYS = 43
/** Most Spaces in one answer; a longer list comes in pages, each naming the cursor of the next. */
export const SPACES_PAGE_SIZE = 500
