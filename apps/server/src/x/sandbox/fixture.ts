import type { LINK_PLATFORMS } from '@spaces/shared/limits'

/**
 * The demo community: the X sandbox serves these accounts (and their Spaces) as if they were on X,
 * and the demo seed writes the same people and Spaces into an empty database. Pure data; every name
 * and handle is invented, and every URL points at an example or made-up page.
 */

export type SandboxAccountKind = 'admin' | 'host' | 'helper' | 'user'
export type SandboxLinkPlatform = (typeof LINK_PLATFORMS)[number]

export interface SandboxLink {
  platform: SandboxLinkPlatform
  url: string
  label?: string
}

export interface SandboxAccount {
  /** X user id: a numeric string, fixed so logins and the seed agree. */
  id: string
  username: string
  name: string
  description: string
  location: string
  url: string | null
  /** IANA zone the account schedules its Spaces in. */
  timezone: string
  kind: SandboxAccountKind
  /** Gradient colours of the generated avatar. */
  avatar: { from: string; to: string }
  links: readonly SandboxLink[]
  /** For a helper: the handle of the host they assist. */
  helperOf?: string
}

export type RecordingPlatform =
  | 'X Spaces'
  | 'YouTube'
  | 'Spotify'
  | 'Apple Podcasts'
  | 'SoundCloud'
  | 'Mixcloud'

export interface SpaceTemplate {
  /** The host's username. */
  host: string
  title: string
  description: string
  /** Calendar days from today in the host's zone, −30…+30. */
  dayOffset: number
  /** 'HH:MM', wall-clock time in the host's zone. */
  localTime: string
  /** https://x.com/i/spaces/<id>, or '' when not known yet (the host's profile URL stands in). */
  spaceUrl: string
  recording?: { url: string; platform: RecordingPlatform }
  /** Spaces sharing a key form one weekly series, in dayOffset order. */
  series?: string
}

export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = [
  {
    id: '1500000000000000001',
    username: 'civic_admin',
    name: 'Civic Calendar Admin',
    description:
      'Keeps the Spaces Calendar tidy: approves new hosts, fixes typos, answers questions. Not a host, just the person with the keys.',
    location: 'New York, NY',
    url: 'https://spaces-calendar.example.org',
    timezone: 'America/New_York',
    kind: 'admin',
    avatar: { from: '#475569', to: '#1e293b' },
    links: [
      { platform: 'website', url: 'https://spaces-calendar.example.org/about', label: 'About the calendar' },
    ],
  },
  {
    id: '1500000000000000002',
    username: 'civicsquare_nyc',
    name: 'Renata Aldridge',
    description:
      'City council explainers for people with day jobs. Weekly rundowns of hearings, votes and where you can testify.',
    location: 'Brooklyn, NY',
    url: 'https://civicsquare.example.org',
    timezone: 'America/New_York',
    kind: 'host',
    avatar: { from: '#2563eb', to: '#1e3a8a' },
    links: [
      { platform: 'substack', url: 'https://civicsquare.substack.com', label: 'Civic Square newsletter' },
      {
        platform: 'youtube',
        url: 'https://www.youtube.com/@civicsquare_nyc',
        label: 'Past Spaces on YouTube',
      },
      { platform: 'website', url: 'https://civicsquare.example.org' },
    ],
  },
  {
    id: '1500000000000000003',
    username: 'rentwatch_la',
    name: 'Marcus Ibarra-Lowe',
    description:
      'Tenant organizer and former housing counselor. Plain-language help on leases, rent increases and your rights as a renter in LA.',
    location: 'Los Angeles, CA',
    url: 'https://rentwatch.example.org',
    timezone: 'America/Los_Angeles',
    kind: 'host',
    avatar: { from: '#ea580c', to: '#9a3412' },
    links: [
      { platform: 'website', url: 'https://rentwatch.example.org/clinic', label: 'Free tenant clinic' },
      { platform: 'instagram', url: 'https://www.instagram.com/rentwatch_la' },
      { platform: 'youtube', url: 'https://www.youtube.com/@rentwatch_la' },
    ],
  },
  {
    id: '1500000000000000004',
    username: 'streets4people',
    name: 'Hollis Penrose',
    description:
      'Transport planner turned podcaster. Talking buses, bikes, pavements and the streets in between.',
    location: 'London, UK',
    url: 'https://streetsforpeople.example.co.uk',
    timezone: 'Europe/London',
    kind: 'host',
    avatar: { from: '#16a34a', to: '#14532d' },
    links: [
      {
        platform: 'spotify',
        url: 'https://open.spotify.com/show/4kXq7PfZrN2sWm8Lb3TyQe',
        label: 'Streets for People podcast',
      },
      { platform: 'substack', url: 'https://streetsforpeople.substack.com' },
      { platform: 'other', url: 'https://www.strava.com/clubs/streets-for-people', label: 'Ride with us' },
    ],
  },
  {
    id: '1500000000000000005',
    username: 'policy_bytes',
    name: 'Annika Vorberg',
    description:
      'Tech policy researcher in Berlin. Weekly Spaces on EU digital rules, platform accountability and privacy, minus the jargon.',
    location: 'Berlin, Germany',
    url: 'https://policybytes.example.eu',
    timezone: 'Europe/Berlin',
    kind: 'host',
    avatar: { from: '#7c3aed', to: '#4c1d95' },
    links: [
      { platform: 'substack', url: 'https://policybytes.substack.com', label: 'Policy Bytes weekly' },
      { platform: 'website', url: 'https://policybytes.example.eu/reading', label: 'Reading list' },
      { platform: 'spotify', url: 'https://open.spotify.com/show/2fHd9QmLs0VbXk4Rw7TpZa' },
      { platform: 'youtube', url: 'https://www.youtube.com/@policybytes' },
    ],
  },
  {
    id: '1500000000000000006',
    username: 'shimokita_live',
    name: 'Ren Kisaragi',
    description:
      'Sound engineer and live-house regular. Listening parties and interviews from Tokyo’s small-venue music scene.',
    location: 'Setagaya, Tokyo',
    url: null,
    timezone: 'Asia/Tokyo',
    kind: 'host',
    avatar: { from: '#db2777', to: '#831843' },
    links: [
      { platform: 'instagram', url: 'https://www.instagram.com/shimokita_live' },
      { platform: 'youtube', url: 'https://www.youtube.com/@shimokitasessions', label: 'Session recordings' },
    ],
  },
  {
    id: '1500000000000000007',
    username: 'harbour_reads',
    name: 'Clementine Ashby',
    description:
      'Bookseller and book-club host. We read slowly, argue kindly and always finish the book (eventually).',
    location: 'Sydney, NSW',
    url: 'https://harbourside-reads.example.com.au',
    timezone: 'Australia/Sydney',
    kind: 'host',
    avatar: { from: '#0891b2', to: '#164e63' },
    links: [
      { platform: 'website', url: 'https://harbourside-reads.example.com.au/club', label: 'Join the club' },
      { platform: 'instagram', url: 'https://www.instagram.com/harbour_reads' },
    ],
  },
  {
    id: '1500000000000000008',
    username: 'lagos_ledger',
    name: 'Tobi Adeyemi-Cole',
    description:
      'Local news reporter covering budgets, transport and city services in Lagos. Evening Spaces that explain the day’s stories.',
    location: 'Lagos, Nigeria',
    url: 'https://lagosledger.example.ng',
    timezone: 'Africa/Lagos',
    kind: 'host',
    avatar: { from: '#059669', to: '#064e3b' },
    links: [
      { platform: 'website', url: 'https://lagosledger.example.ng', label: 'The Ledger' },
      { platform: 'youtube', url: 'https://www.youtube.com/@lagosledger' },
      { platform: 'substack', url: 'https://lagosledger.substack.com', label: 'Budget tracker' },
    ],
  },
  {
    id: '1500000000000000009',
    username: 'monsoon_notes',
    name: 'Ishaan Varadarajan',
    description:
      'Climate scientist who studies rainfall. Spaces on monsoons, heat, floods and how to read the forecasts.',
    location: 'Kolkata, India',
    url: 'https://monsoonnotes.example.in',
    timezone: 'Asia/Kolkata',
    kind: 'host',
    avatar: { from: '#0d9488', to: '#134e4a' },
    links: [
      { platform: 'website', url: 'https://monsoonnotes.example.in' },
      { platform: 'substack', url: 'https://monsoonnotes.substack.com', label: 'Monsoon Notes letter' },
      { platform: 'spotify', url: 'https://open.spotify.com/show/7Lq2XbVt9WcNs3Hm1KdPfR' },
    ],
  },
  {
    id: '1500000000000000010',
    username: 'prairiedispatch',
    name: 'Wendell Haugen',
    description: 'Editor of a small-town weekly. Noon news hours on county boards, schools and farm country.',
    location: 'Mankato, MN',
    url: 'https://prairiedispatch.example.com',
    timezone: 'America/Chicago',
    kind: 'host',
    avatar: { from: '#a16207', to: '#713f12' },
    links: [
      {
        platform: 'website',
        url: 'https://prairiedispatch.example.com/subscribe',
        label: 'Subscribe to the paper',
      },
    ],
  },
  {
    id: '1500000000000000011',
    username: 'afterhoursvinyl',
    name: 'Lotte Brandsma',
    description:
      'Record collector and club-night DJ. Late-night listening sessions and conversations about club culture.',
    location: 'Berlin, Germany',
    url: 'https://afterhoursvinyl.example.de',
    timezone: 'Europe/Berlin',
    kind: 'host',
    avatar: { from: '#4f46e5', to: '#111827' },
    links: [
      { platform: 'other', url: 'https://www.mixcloud.com/afterhoursvinyl', label: 'Mixes on Mixcloud' },
      { platform: 'instagram', url: 'https://www.instagram.com/afterhoursvinyl' },
    ],
  },
  {
    id: '1500000000000000012',
    username: 'sam_helps_civic',
    name: 'Sam Oduya',
    description: 'Producer for Civic Square: schedules the Spaces, keeps the notes, chases the guests.',
    location: 'Queens, NY',
    url: null,
    timezone: 'America/New_York',
    kind: 'helper',
    avatar: { from: '#64748b', to: '#0f172a' },
    links: [],
    helperOf: 'civicsquare_nyc',
  },
  {
    id: '1500000000000000013',
    username: 'just_listening',
    name: 'Avery Lindqvist',
    description: 'Mostly listening. Public transport nerd, occasional question-asker.',
    location: 'Manchester, UK',
    url: null,
    timezone: 'Europe/London',
    kind: 'user',
    avatar: { from: '#9333ea', to: '#581c87' },
    links: [],
  },
]

export const SPACE_TEMPLATES: readonly SpaceTemplate[] = [
  // civicsquare_nyc
  {
    host: 'civicsquare_nyc',
    title: 'Reading the city budget without a finance degree',
    description:
      'We open the adopted budget together and find the five pages that matter for your neighborhood. Bring a question about a line item.',
    dayOffset: -27,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1mxVQzJXtwXVB',
    recording: { url: 'https://open.spotify.com/episode/OsrT5mH3DaWvTrmFLHBMUA', platform: 'Spotify' },
  },
  {
    host: 'civicsquare_nyc',
    title: 'How to testify at a public hearing (in three minutes)',
    description:
      'A walkthrough of signing up, writing a 3-minute statement and what happens to written testimony afterwards. Two first-time testifiers share how it went.',
    dayOffset: -20,
    localTime: '18:30',
    spaceUrl: 'https://x.com/i/spaces/1PTTaZNdnruqX',
    recording: { url: 'https://www.youtube.com/watch?v=0fHhvjwdbT2', platform: 'YouTube' },
  },
  {
    host: 'civicsquare_nyc',
    title: 'Late shift: community boards explained',
    description:
      'For everyone who works days: what community boards decide, how to join one and when their votes actually count.',
    dayOffset: -13,
    localTime: '21:00',
    spaceUrl: 'https://x.com/i/spaces/1rDqYBVshZXGq',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Council Week Ahead',
    description:
      'This week: budget hearings open and the transportation committee takes up bus lanes. Where to testify, and how to watch.',
    dayOffset: -9,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1atcVyDHkmLrD',
    recording: { url: 'https://x.com/i/spaces/1atcVyDHkmLrD', platform: 'X Spaces' },
    series: 'council-week-ahead',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Council Week Ahead',
    description: 'This week: the zoning vote on the waterfront plan and a hearing on street vendor permits.',
    dayOffset: -2,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1zqqStxuUsNhA',
    series: 'council-week-ahead',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Lunch-hour Q&A: participatory budgeting ballots',
    description:
      'Voting opens soon. What is on your district’s ballot, who can vote, and how projects get picked.',
    dayOffset: 1,
    localTime: '12:30',
    spaceUrl: 'https://x.com/i/spaces/1ViBPPXXxhubs',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Council Week Ahead',
    description:
      'This week: the housing committee’s oversight hearing and a vote on the new sanitation schedule.',
    dayOffset: 5,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1CjxJEvQxyQAn',
    series: 'council-week-ahead',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Poll workers wanted: what the job is really like',
    description:
      'Three poll workers on training, the long day and why they keep signing up. Link to apply shared in the Space.',
    dayOffset: 8,
    localTime: '19:30',
    spaceUrl: '',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Council Week Ahead',
    description: 'This week: stated meeting votes and the first look at next year’s capital plan.',
    dayOffset: 12,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1YDESOKfnsaLL',
    series: 'council-week-ahead',
  },
  {
    host: 'civicsquare_nyc',
    title: 'Open mic: what should the council fix first?',
    description:
      'An open floor. Raise your hand, tell us the one thing you would put on the agenda, and we will track the answers.',
    dayOffset: 19,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1SnDvjDtczwzy',
  },
  // rentwatch_la
  {
    host: 'rentwatch_la',
    title: 'Rent stabilization 101: is my building covered?',
    description:
      'How to check whether your unit is covered, what the annual cap means and where to look up your building.',
    dayOffset: -25,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1VrszEYXaGsSA',
    recording: { url: 'https://x.com/i/spaces/1VrszEYXaGsSA', platform: 'X Spaces' },
  },
  {
    host: 'rentwatch_la',
    title: 'Security deposits: what landlords can and can’t keep',
    description: 'Move-out inspections, itemized deductions and the deadlines that protect you.',
    dayOffset: -18,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1XtMKNUJaxvmE',
  },
  {
    host: 'rentwatch_la',
    title: 'Tenant unions: how to start one in your building',
    description:
      'Organizers from two buildings on their first meeting, their first demand and what they would do differently.',
    dayOffset: -5,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1WmUbyRFnCake',
    recording: { url: 'https://www.youtube.com/watch?v=mmf1ULmmcW3', platform: 'YouTube' },
  },
  {
    host: 'rentwatch_la',
    title: 'After-hours clinic: your eviction notice questions',
    description:
      'Got a notice? Bring it (without personal details). A volunteer attorney explains the kinds of notices and the deadlines that follow.',
    dayOffset: -1,
    localTime: '21:30',
    spaceUrl: 'https://x.com/i/spaces/1YXrMxbyqdvBP',
  },
  {
    host: 'rentwatch_la',
    title: 'ADUs in the backyard: who is building them, and for whom?',
    description:
      'Accessory dwelling units are everywhere now. Are they adding affordable homes? Two builders and a tenant weigh in.',
    dayOffset: 2,
    localTime: '18:00',
    spaceUrl: 'https://x.com/i/spaces/1AGXykIUmWtPh',
  },
  {
    host: 'rentwatch_la',
    title: 'Relocation assistance explained, with a tenant attorney',
    description: 'When a landlord owes you relocation money, how much, and how to make sure it is paid.',
    dayOffset: 6,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1dbhBnDzunyjG',
  },
  {
    host: 'rentwatch_la',
    title: 'Heat waves and habitability: cooling as a tenant right',
    description:
      'Summer is coming. What the habitability rules say about heat, and what tenants in other cities have won.',
    dayOffset: 14,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1cLnBChRDapSM',
  },
  {
    host: 'rentwatch_la',
    title: 'Mailbag: your questions on rent increases',
    description:
      'We answer the questions you sent in about notices, percentages and what counts as a legal increase.',
    dayOffset: 23,
    localTime: '20:00',
    spaceUrl: '',
  },
  // streets4people
  {
    host: 'streets4people',
    title: 'Low-traffic neighbourhoods: five years on',
    description:
      'What the traffic counts, the shopkeepers and the residents say five years after the planters went in.',
    dayOffset: -28,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1YCzoKnGAwVJS',
    recording: { url: 'https://open.spotify.com/episode/Gj0wU8fXtWxQXNI7Z9kWrK', platform: 'Spotify' },
  },
  {
    host: 'streets4people',
    title: 'Lunchtime: bus priority and why your route got faster',
    description:
      'A quick one on bus lanes, signal priority and the boring changes that save minutes every trip.',
    dayOffset: -16,
    localTime: '12:30',
    spaceUrl: 'https://x.com/i/spaces/1nRAeUZErtPpw',
    recording: { url: 'https://x.com/i/spaces/1nRAeUZErtPpw', platform: 'X Spaces' },
  },
  {
    host: 'streets4people',
    title: 'School streets: parents, heads and councillors',
    description:
      'Closing the road outside the school gate at drop-off time: who asked for it, how it works, what changed.',
    dayOffset: -5,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1ZubQSSKdiedl',
  },
  {
    host: 'streets4people',
    title: 'What we learned from the cycle-count weekend',
    description: '120 volunteers, 48 junctions, one spreadsheet. The results, and the surprises.',
    dayOffset: -3,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1yWUjosnTApkH',
  },
  {
    host: 'streets4people',
    title: 'Night buses and the late-shift economy',
    description:
      'Cleaners, nurses, bar staff and bakers depend on the night network. We hear from riders and a route planner.',
    dayOffset: 2,
    localTime: '18:30',
    spaceUrl: 'https://x.com/i/spaces/1EAKAsjarATZn',
  },
  {
    host: 'streets4people',
    title: 'Pavement parking: the rules across the UK',
    description:
      'Why the rules differ between nations and councils, and what it means for wheelchair users and parents with buggies.',
    dayOffset: 9,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1LiRtTFKBsHcD',
  },
  {
    host: 'streets4people',
    title: 'Trees, shade and cooler streets',
    description:
      'An urban forester on which trees survive on a high street, and what shade does to summer temperatures.',
    dayOffset: 16,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1EWIOvmeUuymJ',
  },
  {
    host: 'streets4people',
    title: 'Designing crossings for everyone, with an accessibility auditor',
    description:
      'Dropped kerbs, tactile paving, crossing times: a walk through an audit of one busy junction.',
    dayOffset: 27,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1pEfxSrGzZcyt',
  },
  // policy_bytes
  {
    host: 'policy_bytes',
    title: 'The Digital Services Act: a year of enforcement',
    description: 'What the first investigations and transparency reports tell us, and what they leave out.',
    dayOffset: -29,
    localTime: '18:00',
    spaceUrl: 'https://x.com/i/spaces/1hyiVgyfEyfeX',
    recording: { url: 'https://www.youtube.com/watch?v=_M7AsZ7nrso', platform: 'YouTube' },
  },
  {
    host: 'policy_bytes',
    title: 'Age verification: what’s on the table, and what it costs privacy',
    description:
      'Proposals compared: ID checks, estimation, device-level signals. Who holds the data in each?',
    dayOffset: -21,
    localTime: '17:00',
    spaceUrl: 'https://x.com/i/spaces/1JoKdcjvMcWYK',
  },
  {
    host: 'policy_bytes',
    title: 'Open source and liability: what the new rules mean for maintainers',
    description:
      'The product liability and cyber-resilience rules, read from a volunteer maintainer’s point of view.',
    dayOffset: -11,
    localTime: '18:00',
    spaceUrl: 'https://x.com/i/spaces/1tPeILSsAqNJu',
    recording: { url: 'https://open.spotify.com/episode/hC6lzq9smdCevv8BoHuvxO', platform: 'Spotify' },
  },
  {
    host: 'policy_bytes',
    title: 'AI rules for public services: procurement checklists',
    description:
      'If a city buys an AI system, what must it ask the vendor? We go through three published checklists.',
    dayOffset: -4,
    localTime: '18:00',
    spaceUrl: 'https://x.com/i/spaces/1QMAqZeFTuVxq',
  },
  {
    host: 'policy_bytes',
    title: 'Platform data access for researchers: first results',
    description:
      'Researchers who applied for data under the new access rules tell us what they got and how long it took.',
    dayOffset: 2,
    localTime: '17:00',
    spaceUrl: 'https://x.com/i/spaces/1icHpNLNHgbQX',
  },
  {
    host: 'policy_bytes',
    title: 'Interoperability for messaging apps: has anything changed?',
    description:
      'Can you message across apps yet? A look at what the gatekeepers opened up, and who is using it.',
    dayOffset: 7,
    localTime: '18:00',
    spaceUrl: 'https://x.com/i/spaces/1lhMaUmELjUoI',
  },
  {
    host: 'policy_bytes',
    title: 'Algorithmic welfare decisions: audits and appeals',
    description: 'When software flags a benefits claim, how do you appeal? Lessons from three audits.',
    dayOffset: 15,
    localTime: '18:00',
    spaceUrl: 'https://x.com/i/spaces/1iHoVQIzNcXHg',
  },
  {
    host: 'policy_bytes',
    title: 'Reading group: the EU’s cloud sovereignty papers',
    description:
      'We read the recent papers on cloud sovereignty together. Skim them beforehand if you can; summaries provided.',
    dayOffset: 25,
    localTime: '17:30',
    spaceUrl: '',
  },
  // shimokita_live
  {
    host: 'shimokita_live',
    title: 'Listening party: small-label releases of the month',
    description:
      'Ten tracks from independent labels, played in full, with the people who released them joining in.',
    dayOffset: -26,
    localTime: '21:00',
    spaceUrl: 'https://x.com/i/spaces/1MyJwCIZhdStn',
    recording: {
      url: 'https://soundcloud.com/shimokita-live/listening-party-small-label-releases-of-the-month',
      platform: 'SoundCloud',
    },
  },
  {
    host: 'shimokita_live',
    title: 'Live-house economics: who gets paid on a Tuesday night',
    description: 'Ticket quotas, door splits and drink tickets. A venue booker and two bands talk money.',
    dayOffset: -15,
    localTime: '22:00',
    spaceUrl: 'https://x.com/i/spaces/1aVEADclsBYwi',
    recording: { url: 'https://x.com/i/spaces/1aVEADclsBYwi', platform: 'X Spaces' },
  },
  {
    host: 'shimokita_live',
    title: 'City pop crate-digging with two record store owners',
    description:
      'Why collectors abroad fell for 1980s city pop, and what is still hiding in the bargain bins.',
    dayOffset: -5,
    localTime: '20:30',
    spaceUrl: 'https://x.com/i/spaces/1jsBugwbowwCU',
  },
  {
    host: 'shimokita_live',
    title: 'Sound check: home-studio setups on a small budget',
    description:
      'Microphones, interfaces and room treatment that work in a small apartment, with the neighbours in mind.',
    dayOffset: -2,
    localTime: '21:00',
    spaceUrl: 'https://x.com/i/spaces/1AaZBwvBfAcOD',
  },
  {
    host: 'shimokita_live',
    title: 'New music Friday, Tokyo edition',
    description: 'The week’s new releases from the Tokyo indie scene, picked by listeners.',
    dayOffset: 4,
    localTime: '21:00',
    spaceUrl: 'https://x.com/i/spaces/1UPkCpIVDsMdR',
  },
  {
    host: 'shimokita_live',
    title: 'Interview: a session bassist on 20 years of studio work',
    description: 'From anime soundtracks to jazz clubs: stories from a working musician’s diary.',
    dayOffset: 11,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1uDZCkUUbnFGM',
  },
  {
    host: 'shimokita_live',
    title: 'Listening party: your demos, live feedback',
    description: 'Send a demo link beforehand. We play as many as we can and give honest, kind feedback.',
    dayOffset: 20,
    localTime: '21:30',
    spaceUrl: 'https://x.com/i/spaces/1ubuHwrqDiaud',
  },
  // harbour_reads
  {
    host: 'harbour_reads',
    title: 'Book club: climate fiction we actually enjoyed',
    description: 'Five novels about a warming world that are also good stories. Spoilers marked, promise.',
    dayOffset: -24,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1fBXTbETSHrqn',
    recording: {
      url: 'https://podcasts.apple.com/us/podcast/harbour-reads/id1778340721?i=100061839821',
      platform: 'Apple Podcasts',
    },
  },
  {
    host: 'harbour_reads',
    title: 'Translated fiction month: where to start',
    description:
      'Translators recommend one book each, and tell us what got lost, and found, on the way into English.',
    dayOffset: -17,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1HIWvNxgKVXtH',
  },
  {
    host: 'harbour_reads',
    title: 'Saturday morning: small presses of Australia and Aotearoa',
    description: 'Publishers from four independent presses on the books they are proudest of.',
    dayOffset: -6,
    localTime: '10:00',
    spaceUrl: 'https://x.com/i/spaces/1VaeHEXwqCZYR',
    recording: { url: 'https://open.spotify.com/episode/eVMKxBi8p0gWaesv5NKTHb', platform: 'Spotify' },
  },
  {
    host: 'harbour_reads',
    title: 'Slow Reading Circle: Middlemarch',
    description:
      'Week 1: Books One and Two. Dorothea’s choices, and why everyone in town has an opinion about them.',
    dayOffset: 3,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1gjDXNCWJXtzv',
    series: 'slow-reading-circle',
  },
  {
    host: 'harbour_reads',
    title: 'Slow Reading Circle: Middlemarch',
    description: 'Week 2: Books Three and Four. Money, wills and the railway comes to town.',
    dayOffset: 10,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1CuoPDXFweirh',
    series: 'slow-reading-circle',
  },
  {
    host: 'harbour_reads',
    title: 'Slow Reading Circle: Middlemarch',
    description: 'Week 3: Books Five and Six. Secrets surface; we argue about Bulstrode.',
    dayOffset: 17,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1kuHoUnSfQRlT',
    series: 'slow-reading-circle',
  },
  {
    host: 'harbour_reads',
    title: 'Slow Reading Circle: Middlemarch',
    description: 'Week 4: Books Seven and Eight, and the Finale. Was it worth 800 pages? (Yes.)',
    dayOffset: 24,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1ccUfvPOdciBw',
    series: 'slow-reading-circle',
  },
  {
    host: 'harbour_reads',
    title: 'Author conversation: writing about your own suburb',
    description: 'A debut novelist on fictionalising the streets you grew up on without losing your friends.',
    dayOffset: 29,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1TVIJSMcAdaOz',
  },
  // lagos_ledger
  {
    host: 'lagos_ledger',
    title: 'State budget breakdown: where the road money went',
    description:
      'We follow three road projects from budget line to construction site, with photos from readers.',
    dayOffset: -23,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1UseYdVVwQMsm',
    recording: { url: 'https://www.youtube.com/watch?v=2yP-PTZSjQl', platform: 'YouTube' },
  },
  {
    host: 'lagos_ledger',
    title: 'Reporting on flooding: what local newsrooms need',
    description: 'Reporters and an engineer on covering floods beyond the day-one pictures.',
    dayOffset: -14,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1URIKbDygkexO',
  },
  {
    host: 'lagos_ledger',
    title: 'Ask a reporter: how a local story gets verified',
    description:
      'From a tip on WhatsApp to a published story: the calls, the documents and the stories we dropped.',
    dayOffset: -8,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1ZHonVALzPhTf',
    recording: { url: 'https://x.com/i/spaces/1ZHonVALzPhTf', platform: 'X Spaces' },
  },
  {
    host: 'lagos_ledger',
    title: 'Tonight’s headlines, explained',
    description: 'The day’s local stories in thirty minutes, with the reporters who wrote them.',
    dayOffset: 0,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1BTFEEhVFgXpv',
  },
  {
    host: 'lagos_ledger',
    title: 'Market prices watch: what changed this month',
    description: 'Traders from three markets on the prices of staples, and what is driving them.',
    dayOffset: 2,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1daFotOVygKys',
  },
  {
    host: 'lagos_ledger',
    title: 'Public transport: the new BRT corridors, rider by rider',
    description:
      'Commuters review the new bus rapid transit routes: journey times, fares and safety at night.',
    dayOffset: 13,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1RiIbsEDsWLJf',
  },
  {
    host: 'lagos_ledger',
    title: 'Freedom of information requests: a live workshop',
    description: 'Write and send a real FOI request during the Space, with templates and follow-up tips.',
    dayOffset: 22,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1UQSxrOqHGyRz',
  },
  // monsoon_notes
  {
    host: 'monsoon_notes',
    title: 'How forecasters read the monsoon onset',
    description:
      'Wind shifts, sea temperatures and the models: what goes into declaring the monsoon has arrived.',
    dayOffset: -22,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1jDflkIDErUAU',
    recording: { url: 'https://www.youtube.com/watch?v=Q_n9rTLNNUD', platform: 'YouTube' },
  },
  {
    host: 'monsoon_notes',
    title: 'Heat action plans: which cities have one that works',
    description: 'Early warnings, cooling centres and working hours: comparing heat plans from five cities.',
    dayOffset: -12,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1WkgFgHGSxHrq',
  },
  {
    host: 'monsoon_notes',
    title: 'Flood maps for your ward: a how-to',
    description: 'Find, read and question the flood hazard maps for where you live, step by step.',
    dayOffset: -5,
    localTime: '18:30',
    spaceUrl: 'https://x.com/i/spaces/1xDnwoaVLHfKA',
    recording: { url: 'https://open.spotify.com/episode/84V7BmWndLFbkp4B2LOpdB', platform: 'Spotify' },
  },
  {
    host: 'monsoon_notes',
    title: 'Rooftop solar for apartment buildings',
    description: 'Shared roofs, shared bills: how housing societies are making rooftop solar work.',
    dayOffset: 1,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1WamBJkvUXGAA',
  },
  {
    host: 'monsoon_notes',
    title: 'Mangroves, cyclones and the Sundarbans',
    description: 'An ecologist and a fisher on how mangroves soften storms, and what is happening to them.',
    dayOffset: 8,
    localTime: '19:30',
    spaceUrl: 'https://x.com/i/spaces/1jLlrIIqBljMw',
  },
  {
    host: 'monsoon_notes',
    title: 'Reading a climate science paper, with two researchers',
    description: 'Abstract, methods, figures, caveats: we read one recent paper together, slowly.',
    dayOffset: 18,
    localTime: '19:00',
    spaceUrl: '',
  },
  {
    host: 'monsoon_notes',
    title: 'Air quality season: sensors, data and what to believe',
    description: 'Low-cost sensors, official monitors and the apps in between. Which numbers to trust.',
    dayOffset: 28,
    localTime: '20:00',
    spaceUrl: 'https://x.com/i/spaces/1oljTQcDPAwik',
  },
  // prairiedispatch
  {
    host: 'prairiedispatch',
    title: 'Noon news hour: county board recap',
    description:
      'The county board met for six hours so you didn’t have to. Roads, the jail budget and a new dog park.',
    dayOffset: -30,
    localTime: '12:00',
    spaceUrl: 'https://x.com/i/spaces/1KXXOgiUOvVgt',
    recording: { url: 'https://x.com/i/spaces/1KXXOgiUOvVgt', platform: 'X Spaces' },
  },
  {
    host: 'prairiedispatch',
    title: 'Rural broadband: who actually got connected',
    description: 'Grant money was announced two years ago. We check which farms and towns have fibre today.',
    dayOffset: -19,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1fnGaFckEvgvI',
  },
  {
    host: 'prairiedispatch',
    title: 'Noon news hour: school consolidation votes',
    description:
      'Two districts vote on merging. Parents, teachers and a school board member explain the stakes.',
    dayOffset: -10,
    localTime: '12:00',
    spaceUrl: 'https://x.com/i/spaces/1FLXUTNRyECPj',
    recording: {
      url: 'https://podcasts.apple.com/us/podcast/prairiedispatch/id1712530898?i=100065939929',
      platform: 'Apple Podcasts',
    },
  },
  {
    host: 'prairiedispatch',
    title: 'Farm country and the weather: a planting-season check-in',
    description:
      'Growers from three counties on soil moisture, late frosts and what they are planting this year.',
    dayOffset: -3,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1nAuxKfvIcZoK',
  },
  {
    host: 'prairiedispatch',
    title: 'Noon news hour: the week in the statehouse',
    description: 'Bills that affect small towns, in plain words, with our capitol reporter.',
    dayOffset: 2,
    localTime: '12:00',
    spaceUrl: 'https://x.com/i/spaces/1VGSomlSeZklI',
  },
  {
    host: 'prairiedispatch',
    title: 'Keeping a small-town paper alive: three publishers',
    description: 'Subscriptions, legal notices and local ads. How three weeklies are still printing.',
    dayOffset: 10,
    localTime: '19:00',
    spaceUrl: 'https://x.com/i/spaces/1sPymzeLltcpp',
  },
  {
    host: 'prairiedispatch',
    title: 'Noon news hour: local election filing deadlines',
    description: 'Thinking of running for school board or city council? Deadlines, forms and signatures.',
    dayOffset: 21,
    localTime: '12:00',
    spaceUrl: 'https://x.com/i/spaces/1aWvVbhzoVKzD',
  },
  // afterhoursvinyl
  {
    host: 'afterhoursvinyl',
    title: 'After hours: deep house records that aged well',
    description: 'Records from the 1990s that still fill a floor, played and talked through.',
    dayOffset: -27,
    localTime: '23:00',
    spaceUrl: 'https://x.com/i/spaces/1JyycFRPXihVB',
    recording: {
      url: 'https://www.mixcloud.com/afterhoursvinyl/after-hours-deep-house-records-that-aged-well/',
      platform: 'Mixcloud',
    },
  },
  {
    host: 'afterhoursvinyl',
    title: 'Club culture and the city: noise, rents and licences',
    description:
      'A club owner, a neighbour and a city official on keeping nightlife and sleep both possible.',
    dayOffset: -13,
    localTime: '22:30',
    spaceUrl: 'https://x.com/i/spaces/1LJOMSXwUJCZu',
    recording: { url: 'https://www.youtube.com/watch?v=utQR8AfVNkB', platform: 'YouTube' },
  },
  {
    host: 'afterhoursvinyl',
    title: 'After hours: listener picks',
    description:
      'You choose the records. Post your pick in the replies; we play as many as the night allows.',
    dayOffset: -7,
    localTime: '23:00',
    spaceUrl: 'https://x.com/i/spaces/1itGQlPAkOjCE',
  },
  {
    host: 'afterhoursvinyl',
    title: 'After hours live: B-sides only',
    description: 'Nothing from the A-side tonight. Flip the record and find the hidden gems.',
    dayOffset: 0,
    localTime: '22:00',
    spaceUrl: 'https://x.com/i/spaces/1xbhiKqfuMnHj',
  },
  {
    host: 'afterhoursvinyl',
    title: 'Record shop owners on reissues and pressing plants',
    description: 'Why new vinyl takes months to press, and what that means for small shops.',
    dayOffset: 6,
    localTime: '23:00',
    spaceUrl: 'https://x.com/i/spaces/1UapxoegVGuSw',
  },
  {
    host: 'afterhoursvinyl',
    title: 'After hours: ambient for the small hours',
    description: 'Slow, quiet records for the end of the night. Headphones recommended.',
    dayOffset: 13,
    localTime: '22:30',
    spaceUrl: 'https://x.com/i/spaces/1LyaMYevirlfy',
  },
  {
    host: 'afterhoursvinyl',
    title: 'Night mayors: what they do, from three cities',
    description: 'Three cities appointed someone to look after the night. What has changed since?',
    dayOffset: 26,
    localTime: '23:00',
    spaceUrl: 'https://x.com/i/spaces/1HotDUcdUAohz',
  },
]

/**
 * Issue 13: Spaces that exist only on the sandbox's X side (the demo seed does not write them), so
 * the X import has something to bring in. Minutes are relative to the sandbox's start; the first is
 * live when the server starts.
 */
export interface XOnlySpaceTemplate {
  host: string
  id: string
  title: string
  /** Start, in minutes from the sandbox's start (negative: already started). */
  startMinutes: number
  /** Listeners while live; set for the one that is live at start. */
  liveListeners?: number
}

export const X_ONLY_SPACES: readonly XOnlySpaceTemplate[] = [
  {
    host: 'civicsquare_nyc',
    id: '1LiveNowCivic',
    title: 'Council votes tonight, explained as they happen',
    startMinutes: -20,
    liveListeners: 143,
  },
  {
    host: 'streets4people',
    id: '1BusLaneQandA',
    title: 'Bus lanes, asked and answered',
    startMinutes: 26 * 60,
    liveListeners: 57,
  },
  {
    host: 'lagos_ledger',
    id: '1MarketPrices',
    title: 'Market prices this week, stall by stall',
    startMinutes: 3 * 24 * 60 + 90,
  },
]
