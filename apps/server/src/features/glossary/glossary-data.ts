/**
 * Starter glossary (issue 5, spec §2 "Glossary"): terms about the medium itself (live audio Spaces and
 * how they are hosted) and the civic, housing and organizing vocabulary that comes up in them.
 *
 * Every term has all four levels. Citations are limited to well-known published sources and X Help
 * Center pages named by title; a level with nothing solid to cite has an empty list. Loaded into the
 * database by the glossary seed; admins can edit the stored copy afterwards.
 */

export type GlossaryLevel = 'eli5' | 'highschool' | 'undergraduate' | 'graduate'

export interface StarterDefinition {
  level: GlossaryLevel
  definition: string
  examples: string[]
  citations: string[]
}

export interface StarterTerm {
  term: string
  category: string
  definitions: StarterDefinition[]
}

/** The categories used below, in display order. */
export const STARTER_CATEGORIES = ['audio', 'hosting', 'civic', 'housing', 'organizing'] as const

// Sources cited more than once.
const X_ABOUT_SPACES = 'X Help Center. “About X Spaces.” help.x.com.'
const X_HOSTING = 'X Help Center. “How to host a Space.” help.x.com.'
const ARNSTEIN =
  'Arnstein, Sherry R. “A Ladder of Citizen Participation.” Journal of the American Institute of Planners 35(4), 1969.'
const FUNG =
  'Fung, Archon. “Varieties of Participation in Complex Governance.” Public Administration Review 66(s1), 2006.'
const EINSTEIN =
  'Einstein, Katherine Levine, David M. Glick, and Maxwell Palmer. Neighborhood Defenders: Participatory Politics and America’s Housing Crisis. Cambridge University Press, 2019.'
const FISHKIN =
  'Fishkin, James S. When the People Speak: Deliberative Democracy and Public Consultation. Oxford University Press, 2009.'
const ROBERTS =
  'Robert, Henry M., III, et al. Robert’s Rules of Order Newly Revised. 12th ed. PublicAffairs, 2020.'
const GRIMMELMANN =
  'Grimmelmann, James. “The Virtues of Moderation.” Yale Journal of Law & Technology 17, 2015.'
const GILLESPIE =
  'Gillespie, Tarleton. Custodians of the Internet: Platforms, Content Moderation, and the Hidden Decisions That Shape Social Media. Yale University Press, 2018.'
const MARWICK_BOYD =
  'Marwick, Alice E., and danah boyd. “I Tweet Honestly, I Tweet Passionately: Twitter Users, Context Collapse, and the Imagined Audience.” New Media & Society 13(1), 2011.'
const NISSENBAUM =
  'Nissenbaum, Helen. Privacy in Context: Technology, Policy, and the Integrity of Social Life. Stanford University Press, 2010.'
const OSTROM =
  'Ostrom, Elinor. Governing the Commons: The Evolution of Institutions for Collective Action. Cambridge University Press, 1990.'
const ENTMAN =
  'Entman, Robert M. “Framing: Toward Clarification of a Fractured Paradigm.” Journal of Communication 43(4), 1993.'
const GLAESER_GYOURKO =
  'Glaeser, Edward, and Joseph Gyourko. “The Economic Implications of Housing Supply.” Journal of Economic Perspectives 32(1), 2018.'
const BEEN_ELLEN_OREGAN =
  'Been, Vicki, Ingrid Gould Ellen, and Katherine O’Regan. “Supply Skepticism: Housing Supply and Affordability.” Housing Policy Debate 29(1), 2019.'
const HSIEH_MORETTI =
  'Hsieh, Chang-Tai, and Enrico Moretti. “Housing Constraints and Spatial Misallocation.” American Economic Journal: Macroeconomics 11(2), 2019.'
const JACOBS = 'Jacobs, Jane. The Death and Life of Great American Cities. Random House, 1961.'
const FISCHEL_HOMEVOTER =
  'Fischel, William A. The Homevoter Hypothesis: How Home Values Influence Local Government Taxation, School Finance, and Land-Use Policies. Harvard University Press, 2001.'
const FREEMARK =
  'Freemark, Yonah. “Upzoning Chicago: Impacts of a Zoning Reform on Property Values and Housing Construction.” Urban Affairs Review 56(3), 2020.'
const SCHUETZ_FIXER =
  'Schuetz, Jenny. Fixer-Upper: How to Repair America’s Broken Housing Systems. Brookings Institution Press, 2022.'
const PAROLEK =
  'Parolek, Daniel G., with Arthur C. Nelson. Missing Middle Housing: Thinking Big and Building Small to Respond to Today’s Housing Crisis. Island Press, 2020.'
const ALINSKY =
  'Alinsky, Saul D. Rules for Radicals: A Pragmatic Primer for Realistic Radicals. Random House, 1971.'
const GANZ =
  'Ganz, Marshall. Why David Sometimes Wins: Leadership, Organization, and Strategy in the California Farm Worker Movement. Oxford University Press, 2009.'
const HAN =
  'Han, Hahrie. How Organizations Develop Activists: Civic Associations and Leadership in the 21st Century. Oxford University Press, 2014.'
const MCALEVEY =
  'McAlevey, Jane F. No Shortcuts: Organizing for Power in the New Gilded Age. Oxford University Press, 2016.'
const BAIOCCHI =
  'Baiocchi, Gianpaolo. Militants and Citizens: The Politics of Participatory Democracy in Porto Alegre. Stanford University Press, 2005.'
const OLSON =
  'Olson, Mancur. The Logic of Collective Action: Public Goods and the Theory of Groups. Harvard University Press, 1965.'
const GREEN_GERBER =
  'Green, Donald P., and Alan S. Gerber. Get Out the Vote: How to Increase Voter Turnout. Brookings Institution Press, 2004.'
const MANSBRIDGE = 'Mansbridge, Jane J. Beyond Adversary Democracy. Basic Books, 1980.'

export const STARTER_GLOSSARY: readonly StarterTerm[] = [
  // ───────────────────────────── audio: the medium itself ─────────────────────────────
  {
    term: 'Space',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A Space is a live audio room on X. It’s like a radio show you can walk into: you hear people talking right now, and if the host says yes, you can talk too.',
        examples: [
          'A neighborhood group meets in a Space every Tuesday evening to talk about the week’s news.',
        ],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'A Space is a live, audio-only conversation on the social network X. The person who starts it is the host; a few people are given microphones as speakers; everyone else joins as a listener. Public Spaces can be joined by anyone, even people who don’t follow the host. A Space can start right away or be scheduled for later, and the host can choose to record it.',
        examples: [
          'A Space scheduled a week ahead so people can set a reminder',
          'A Space started on the spot to discuss a city council vote that just happened',
        ],
        citations: [X_ABOUT_SPACES],
      },
      {
        level: 'undergraduate',
        definition:
          'A Space is a form of synchronous “social audio”: a live broadcast embedded in a social network, in which the line between broadcaster and audience is permeable because listeners can be promoted to speakers. It borrows from talk radio (a host who controls the floor), the public meeting (turn-taking before an audience) and the social feed (discovery through follower networks and shared links). Unless it is recorded it is ephemeral, which places it closer to spoken, oral culture than to the archived text that dominates most platforms.',
        examples: [],
        citations: [
          'Ong, Walter J. Orality and Literacy: The Technologizing of the Word. Methuen, 1982.',
          X_ABOUT_SPACES,
        ],
      },
      {
        level: 'graduate',
        definition:
          'Spaces can be analyzed as a platform-mediated public sphere with an asymmetrical architecture: access to listen is open, but voice is allocated by the host. This raises the classic questions of deliberative theory—who gets the floor, who sets the agenda, and whether open access translates into equal influence—alongside platform-specific ones: how recommendation and follower graphs shape the audience, how the platform’s rules bound what a host may allow, and how “context collapse” affects what speakers are willing to say. Scholars disagree on whether liveness fosters authenticity and accountability, or rewards confident, high-arousal speech that is hard to fact-check in real time.',
        examples: [],
        citations: [
          'Habermas, Jürgen. The Structural Transformation of the Public Sphere. Translated by Thomas Burger. MIT Press, 1989.',
          MARWICK_BOYD,
        ],
      },
    ],
  },
  {
    term: 'Speaker',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A speaker is someone in a Space who is allowed to use a microphone. It’s like being handed the mic at a school assembly: you can talk and everyone can hear you.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Speakers are participants whom the host or a co-host has given permission to talk. They appear at the top of the Space, can switch their own mic on and off, and can be moved back to the audience by the host. Only a limited number of people can be speakers at the same time, so hosts often rotate people on and off the “stage.”',
        examples: [
          'An invited guest who explains a proposed bus route change',
          'A listener brought up to ask one question and then returned to the audience',
        ],
        citations: [X_ABOUT_SPACES],
      },
      {
        level: 'undergraduate',
        definition:
          'In sociolinguistics, “speaker” is not a single role. Erving Goffman distinguished the animator (the voice producing the words), the author (who composed them) and the principal (whose position the words express). In a Space these can come apart: a speaker may read out a statement on behalf of an organization or relay a listener’s written question. Recognizing these different “footings” helps an audience judge whose view is actually being expressed.',
        examples: ['A volunteer reading a tenant association’s prepared statement word for word'],
        citations: ['Goffman, Erving. Forms of Talk. University of Pennsylvania Press, 1981.'],
      },
      {
        level: 'graduate',
        definition:
          'A cap on simultaneous speakers turns speaking slots into a scarce good, and how a host allocates them is a question of procedural fairness. First-come queues, topical rotation and deliberately inviting under-represented perspectives embody different ideas of fair deliberation, and each has costs: strict queues can be captured by the most eager participants, while curated stages invite charges of gatekeeping. Deliberative polling offers one benchmark—balanced briefing materials, moderated small groups and questions from a broad sample—though a live social-audio room can only approximate it.',
        examples: [],
        citations: [FISHKIN],
      },
    ],
  },
  {
    term: 'Listener',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A listener is someone who joins a Space to hear the conversation without talking. It’s like sitting in the audience at a play—you can react, and you can raise your hand if you want a turn.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Most people in a Space are listeners. They can hear everything, send emoji reactions, read captions if they are turned on, open posts the host has pinned, and ask to speak. Anyone can listen to a public Space, and on this calendar you can find Spaces to listen to by date and host.',
        examples: [
          'Listening during a commute to a Space about a school board decision',
          'A local reporter following a Space to hear an official’s answers',
        ],
        citations: [X_ABOUT_SPACES],
      },
      {
        level: 'undergraduate',
        definition:
          'Media research treats audiences as active rather than passive: listeners interpret, share and respond to what they hear, often on other channels. Because speakers on social platforms cannot see who is actually listening, they address an “imagined audience.” Marwick and boyd link this to context collapse, in which friends, colleagues, opponents and strangers are folded into a single audience, pushing speakers toward self-censorship or toward performing for the most attentive part of the crowd.',
        examples: [],
        citations: [MARWICK_BOYD],
      },
      {
        level: 'graduate',
        definition:
          'The silent majority of listeners poses a problem of measurement and legitimacy for civic Spaces. Listener counts are easily read as public support, yet they say little about attention, agreement or representativeness, and those who ask to speak are rarely a random sample. Olson’s logic of collective action predicts that people with concentrated stakes participate more than those with diffuse ones, so treating a Space as a barometer of community opinion risks mistaking intensity for breadth. Quick polls, written questions and follow-up surveys widen input from quieter listeners, but each brings its own selection bias.',
        examples: [],
        citations: [OLSON],
      },
    ],
  },
  {
    term: 'Request to speak',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A request to speak is like raising your hand in class. You tap a button to ask for a turn, and the host decides whether to hand you the microphone.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'In a Space, a listener taps the request button to ask for permission to speak. The host or a co-host sees the request and can accept it, which moves the listener up to speaker, or leave it waiting. Depending on the settings the host chose, requests may be open to everyone or limited to certain people.',
        examples: ['A resident requests to speak to correct a meeting date mentioned by a guest'],
        citations: [X_ABOUT_SPACES],
      },
      {
        level: 'undergraduate',
        definition:
          'The request-to-speak mechanism formalizes what conversation analysts call turn allocation. In ordinary conversation, turns are largely self-selected and negotiated moment to moment; in a Space, the platform routes that decision through the host, much as a chair “recognizes” members in a meeting run under parliamentary procedure. Moving from a locally managed system to a pre-allocated one tends to make talk more orderly but less spontaneous.',
        examples: [],
        citations: [
          'Sacks, Harvey, Emanuel A. Schegloff, and Gail Jefferson. “A Simplest Systematics for the Organization of Turn-Taking for Conversation.” Language 50(4), 1974.',
          ROBERTS,
        ],
      },
      {
        level: 'graduate',
        definition:
          'Host-gated turn-taking concentrates agenda control. It protects a discussion from disruption but also lets a host shape the apparent range of opinion through whom they admit. Procedural legitimacy then depends on transparency: announcing criteria, keeping the queue visible, or delegating admission to a co-host with no stake in the topic. The tension between efficiency (a tightly run stage) and voice (the expectation that anyone can be heard) mirrors debates in public-meeting design about whether limits on time and access improve deliberation or merely filter out dissent.',
        examples: [],
        citations: [FUNG],
      },
    ],
  },
  {
    term: 'Recording',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A recording saves a Space so people can listen later, like taping a radio show. If you missed it live, you can play it back afterward.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'A host can choose to record a Space. Participants can see that it is being recorded, and after it ends the replay can be shared. Some hosts also publish the audio on podcast or video platforms, which is why this calendar shows a “Listen” link that may point to another site.',
        examples: [
          'A replay link posted after a Space about the city budget',
          'The same conversation uploaded later as a podcast episode',
        ],
        citations: [X_HOSTING],
      },
      {
        level: 'undergraduate',
        definition:
          'Recording turns a live, ephemeral exchange into a durable document and changes its social meaning. Nissenbaum’s framework of contextual integrity explains why this can feel like a privacy issue even in a public Space: information flows carry norms tied to the context where they began, and a remark made in live conversation may breach those norms when it is replayed, clipped or searched years later. Laws on consent to recording also differ between jurisdictions.',
        examples: [],
        citations: [NISSENBAUM],
      },
      {
        level: 'graduate',
        definition:
          'Archiving civic conversation sets accountability and access—people who could not attend live, including those with other schedules or disabilities, can hear what was said—against candor and safety, since speakers may self-censor or face harassment over decontextualized clips. Decisions about retention, transcription and clipping are therefore governance choices rather than technical ones. Communities handle the trade-off differently: announcing recording at the start, letting speakers decline to be recorded, or publishing summaries instead of full audio.',
        examples: [],
        citations: [NISSENBAUM],
      },
    ],
  },
  {
    term: 'Scheduled Space',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A scheduled Space is one the host plans ahead of time, like writing a party on the calendar. Everyone can see when it will start and ask to be reminded.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Instead of going live right away, a host can pick a future date and time. The scheduled Space gets a link that can be shared in advance, and people can set a reminder so they are notified when it starts. This calendar collects scheduled Spaces so listeners can plan around them, showing each start time in the viewer’s own time zone.',
        examples: ['A monthly housing Q&A scheduled for the first Thursday of each month at 7 p.m.'],
        citations: [X_ABOUT_SPACES],
      },
      {
        level: 'undergraduate',
        definition:
          'Scheduling moves a Space from spontaneous broadcast toward a planned event. Advance notice lowers the coordination cost of taking part, making it easier for people with fixed work or caregiving hours to attend, and lets hosts announce a topic and agenda beforehand. Time zones matter as well: a slot that suits one region can exclude another.',
        examples: [],
        citations: [],
      },
      {
        level: 'graduate',
        definition:
          'The timing of participatory events is a documented source of unequal participation: meetings held during working hours or on short notice tend to over-represent people with flexible schedules, such as retirees. Scheduling a Space therefore embeds choices about whose participation is easy. Recurring slots build habit and institutional memory but can settle around a stable core audience, while one-off events reach new people at the cost of continuity. Hosts aiming for broad participation may rotate times, publish agendas early and pair live sessions with ways to contribute asynchronously.',
        examples: [],
        citations: [EINSTEIN],
      },
    ],
  },
  {
    term: 'Captions',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Captions are words on the screen that show what people in a Space are saying. They help people who can’t hear well, or who are somewhere too noisy to listen, follow along.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Spaces can show automatic captions: software turns speech into text almost instantly. Captions make a Space accessible to Deaf and hard-of-hearing listeners and help anyone who can’t play sound. Because they are generated by a computer, they can get names, local places and technical terms wrong.',
        examples: ['A host spelling out a street name after the captions get it wrong'],
        citations: [X_HOSTING],
      },
      {
        level: 'undergraduate',
        definition:
          'Automatic captions rely on automatic speech recognition (ASR), whose accuracy depends on audio quality, accents, vocabulary and overlapping speech. Accessibility standards such as the Web Content Accessibility Guidelines treat text alternatives for live audio as an important accommodation, because a live conversation cannot be paused or replayed by someone who missed a phrase.',
        examples: [],
        citations: ['W3C. Web Content Accessibility Guidelines (WCAG) 2.1. W3C Recommendation, 2018.'],
      },
      {
        level: 'graduate',
        definition:
          'Research on speech recognition has found error rates that differ across groups of speakers, which means automated captions can distribute accessibility unequally: the speakers whose words are transcribed least accurately are also less legible to Deaf listeners, searchers and anyone relying on transcripts. For civic conversation, where names, addresses and figures matter, hosts face a trade-off between the scale of automated captioning and the accuracy of human correction or summary.',
        examples: [],
        citations: [
          'Koenecke, Allison, et al. “Racial Disparities in Automated Speech Recognition.” Proceedings of the National Academy of Sciences 117(14), 2020.',
        ],
      },
    ],
  },
  {
    term: 'Reminder',
    category: 'audio',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A reminder is a little alert that tells you when a Space is about to start—like an alarm clock for a show you don’t want to miss.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'For a scheduled Space, listeners can tap a button to set a reminder, and X notifies them when the Space goes live. On this calendar, an upcoming Space has a “Set Reminder” button that opens the Space on X, and you can also add the event to your own calendar app.',
        examples: ['Setting a reminder for a candidate forum next Wednesday evening'],
        citations: [X_ABOUT_SPACES],
      },
      {
        level: 'undergraduate',
        definition:
          'Reminders narrow the gap between intending to do something and actually doing it. Behavioral research on civic participation finds that prompts and concrete plans—deciding when and how you will take part—raise follow-through, because many people who mean to participate simply forget or run out of time.',
        examples: [],
        citations: [
          'Nickerson, David W., and Todd Rogers. “Do You Have a Voting Plan? Implementation Intentions, Voter Turnout, and Organic Plan Making.” Psychological Science 21(2), 2010.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'Notification design sits inside an attention economy: every reminder competes with others, and heavy prompting leads to fatigue and opt-outs. Field experiments on turnout suggest that impersonal mass reminders have small effects compared with personal contact, which helps explain why organizers combine platform notifications with owned channels—email lists, calendar invitations, personal messages. Relying on a single platform’s notifications also makes a community’s reach depend on that platform’s design choices.',
        examples: [],
        citations: [GREEN_GERBER],
      },
    ],
  },

  // ───────────────────────────── hosting: running a Space ─────────────────────────────
  {
    term: 'Host',
    category: 'hosting',
    definitions: [
      {
        level: 'eli5',
        definition:
          'The host is the person who starts a Space and is in charge of it. Like someone throwing a party, they invite people in, decide who gets the microphone and end it when it’s over.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'The host creates the Space, names it, schedules or starts it, and controls the room: inviting speakers, accepting requests, muting or removing participants, pinning posts and deciding whether to record. The host can end the Space at any time. On this calendar, a “host” is also a person whose Spaces are listed on the site.',
        examples: ['A librarian hosting a weekly Space on local history'],
        citations: [X_HOSTING],
      },
      {
        level: 'undergraduate',
        definition:
          'Hosting combines the roles of convener, facilitator and broadcaster. As convener the host chooses the topic and invites participants; as facilitator they allocate turns and enforce norms; as broadcaster they carry reputational responsibility for what is said in the room. In the platform’s data model the host is the account of record for the Space, holding powers that co-hosts and speakers do not always share.',
        examples: [],
        citations: [X_HOSTING],
      },
      {
        level: 'graduate',
        definition:
          'Hosts exercise a kind of private governance over public conversation: they hold procedural power—who speaks, for how long, on what—without the formal accountability of public officials. Moderation scholarship suggests that legitimacy in such settings rests on consistency, transparency and responsiveness to participants. Hosts also sit within a layered system: their choices are bounded by the platform’s rules and enforcement, which can end a Space regardless of the host’s wishes, so authority over the conversation is shared in ways participants may not see.',
        examples: [],
        citations: [GRIMMELMANN, GILLESPIE],
      },
    ],
  },
  {
    term: 'Co-host',
    category: 'hosting',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A co-host is a helper the host picks to share the job of running a Space. If the host is the captain, the co-host is the first mate who helps keep the ship on course.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'A co-host gets most of the host’s controls: bringing listeners up to speak, muting speakers and handling requests. A Space can only have a few co-hosts at once. Co-hosts let a team split the work—one person leads the conversation while another watches the request queue and pins links.',
        examples: [
          'One co-host manages requests while the host interviews a guest',
          'Two organizations each providing a co-host for a joint forum',
        ],
        citations: [X_HOSTING],
      },
      {
        level: 'undergraduate',
        definition:
          'Co-hosting is delegated authority: the primary host keeps ultimate control while handing over operational powers. Shared moderation spreads the cognitive load of running a live event and provides backup if the host’s connection drops. This calendar applies the same idea to listings, letting a host grant helpers limited rights to manage their Spaces and profile.',
        examples: [],
        citations: [],
      },
      {
        level: 'graduate',
        definition:
          'Delegation raises principal–agent questions: whose judgment prevails when host and co-host disagree, and who is accountable for a decision made by one of them? Co-hosting across organizations—for example, a tenants’ group and a property owners’ association running a forum together—can signal balance and widen the audience, but it works best with ground rules agreed beforehand on speaking order, time limits and how disputes are settled on air.',
        examples: [],
        citations: [],
      },
    ],
  },
  {
    term: 'Moderation',
    category: 'hosting',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Moderation means keeping a conversation fair and friendly. It’s like a referee in a game, making sure everyone takes turns and follows the rules.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'In a Space, moderation includes inviting and removing speakers, muting people who are off-topic or disruptive, keeping time and enforcing the ground rules. Hosts can also block or report accounts that break the platform’s rules. Moderation works best when the rules are announced at the start, so participants know what to expect.',
        examples: [
          'Muting a speaker whose background noise drowns out others',
          'Moving a speaker back to listener after repeated personal attacks',
        ],
        citations: [X_HOSTING],
      },
      {
        level: 'undergraduate',
        definition:
          'Grimmelmann describes moderation as the set of governance mechanisms that structure participation in a community so as to encourage cooperation and prevent abuse. He groups its techniques into exclusion (who may take part), pricing (costs of participating), organizing (how contributions are arranged and made visible) and norm-setting (shaping expectations of behavior). A Space host uses all four: admitting speakers, limiting time, ordering the queue and stating ground rules.',
        examples: [],
        citations: [GRIMMELMANN],
      },
      {
        level: 'graduate',
        definition:
          'Gillespie argues that moderation is not peripheral to platforms but central to what they are. The standing debates—free expression against harm prevention, consistent rules against context-sensitive judgment, transparency against the risk that published rules get gamed—all reappear in a live civic Space. Heavy-handed moderation may be read as partisan, while light moderation can let a few loud voices dominate. Because live audio leaves no time to deliberate over each call, advance rules and a clear appeals path do much of the work of legitimacy.',
        examples: [],
        citations: [GILLESPIE, GRIMMELMANN],
      },
    ],
  },
  {
    term: 'Pinned post',
    category: 'hosting',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A pinned post is a message stuck at the top so everyone sees it first, like a note taped to the fridge.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'During a Space, hosts can pin posts to the top of the room—a link to the agenda, a sign-up form or a news article—so listeners can open them while the conversation continues. On a profile, a pinned post stays at the top of the timeline. On this site’s reading lists, a “Pinned” badge similarly marks items a host wants to highlight.',
        examples: [
          'Pinning the city’s official meeting agenda during a Space about it',
          'Pinning a form where listeners can submit written questions',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Pinning is a tool of salience and framing. Entman describes framing as selecting some aspects of a perceived reality and making them more salient, which promotes a particular definition of the problem and its remedies. What a host pins becomes a shared reference point for the conversation and shapes how listeners interpret everything said around it.',
        examples: [],
        citations: [ENTMAN],
      },
      {
        level: 'graduate',
        definition:
          'Pinned material sets the common evidence base of a discussion, which gives hosts quiet but real agenda power. Pinning primary documents—the text of an ordinance, a staff report, a budget table—tends to support deliberation better than pinning advocacy pieces, and pinning sources from more than one perspective can signal fairness. The trade-off is attention: each extra pin dilutes the others, so curation inevitably involves judgment that listeners may contest.',
        examples: [],
        citations: [ENTMAN],
      },
    ],
  },
  {
    term: 'Ground rules',
    category: 'hosting',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Ground rules are the simple rules everyone agrees to before a conversation starts, like “one person talks at a time” and “be kind.”',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Hosts often open a Space by stating the ground rules: stay on topic, keep comments short, criticize ideas rather than people, and explain how to request a turn. Rules announced at the start make fair moderation easier because everyone heard them before any decision was made.',
        examples: ['“Two minutes per speaker, then back to the queue”', '“Criticize ideas, not people”'],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Ground rules are explicit norms that make cooperation predictable. Parliamentary procedure is a highly codified version, setting out how the floor is obtained and how debate proceeds. Ostrom’s research on self-governing communities adds that rules work better when the people bound by them help make them, when behavior is visible, and when sanctions are graduated rather than all-or-nothing.',
        examples: [],
        citations: [ROBERTS, OSTROM],
      },
      {
        level: 'graduate',
        definition:
          'Civility norms are contested. Critics argue that rules of “civility” can be enforced unevenly and can suppress legitimate anger from the people most affected by a decision; defenders see them as preconditions for disagreement that stays productive. Mansbridge’s contrast between unitary democracy, which presumes common interests and seeks consensus, and adversary democracy, which presumes conflicting interests and relies on fair procedures, helps explain why the same rule can feel protective in one room and stifling in another.',
        examples: [],
        citations: [MANSBRIDGE, OSTROM],
      },
    ],
  },

  // ───────────────────────────── civic: how local government works ─────────────────────────────
  {
    term: 'Public comment',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Public comment is the time when regular people get to tell the government what they think. At a city meeting, you go up to the microphone, say your name and share your opinion for a couple of minutes.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Public comment is a formal chance for residents to speak or write to a government body before it makes a decision. City councils and planning commissions often set aside time for spoken comments, usually limited to a few minutes per person, and agencies also accept written comments. Comments become part of the public record that officials can consider.',
        examples: [
          'Speaking at a planning commission hearing on a proposed apartment building',
          'Sending a written comment on a draft transit plan',
          'Signing up to comment remotely at a city council meeting',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Public comment is one of the most common forms of participation in administrative and local governance. In U.S. federal rulemaking, the Administrative Procedure Act requires notice-and-comment for many rules. In Arnstein’s ladder of citizen participation, consultation—inviting opinions without guaranteeing they shape the outcome—sits on the middle rungs she labeled tokenism, below partnership and citizen control.',
        examples: [],
        citations: ['Administrative Procedure Act, 5 U.S.C. § 553.', ARNSTEIN],
      },
      {
        level: 'graduate',
        definition:
          'Empirical work finds that people who comment at local land-use meetings are unrepresentative of their communities—older, more likely to own their homes, and more opposed to new housing than the wider electorate. That raises a design question: does public comment strengthen democratic legitimacy, or amplify organized and well-resourced minorities? Proposed remedies include randomly selected deliberative panels, representative surveys and easier remote or written comment. Fung’s “democracy cube” frames the choice along three dimensions: who participates, how they communicate and decide, and how much authority their input carries.',
        examples: [],
        citations: [EINSTEIN, FUNG, ARNSTEIN],
      },
    ],
  },
  {
    term: 'City council',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A city council is a group of people chosen by voters to make rules for a city. They meet to decide things like where parks go, how money is spent and what can be built.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'A city council is a city’s law-making body. Its members are usually elected, either by district or citywide (“at large”). The council passes local laws called ordinances, approves the budget and often makes final land-use decisions. Depending on the city charter, it works with a directly elected mayor (mayor–council form) or hires a professional city manager (council–manager form).',
        examples: [
          'Voting on an ordinance to allow backyard cottages',
          'Adopting the annual city budget after public hearings',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Urban political science has long asked who actually governs cities. Dahl’s study of New Haven argued that power was dispersed, with different actors influential on different issues; regime theory, developed in Stone’s study of Atlanta, emphasized informal, durable coalitions between elected officials and private interests that supply the resources to govern. Electoral structure also matters: district and at-large systems produce councils that differ in whom they represent.',
        examples: [],
        citations: [
          'Dahl, Robert A. Who Governs? Democracy and Power in an American City. Yale University Press, 1961.',
          'Stone, Clarence N. Regime Politics: Governing Atlanta, 1946–1988. University Press of Kansas, 1989.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'Council design involves real trade-offs. District elections increase responsiveness to neighborhoods but can encourage deference to each member on projects in their own district, which makes citywide goals such as housing production harder to reach; at-large elections can dilute the representation of geographically concentrated minorities and have been challenged under voting-rights law. Election timing matters as well: Anzia shows that off-cycle local elections have lower turnout and give organized interest groups greater weight. Trounstine links local land-use politics to the persistence of segregation.',
        examples: [],
        citations: [
          'Anzia, Sarah F. Timing and Turnout: How Off-Cycle Elections Favor Organized Groups. University of Chicago Press, 2014.',
          'Trounstine, Jessica. Segregation by Design: Local Politics and Inequality in American Cities. Cambridge University Press, 2018.',
        ],
      },
    ],
  },
  {
    term: 'Ballot measure',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A ballot measure is a question printed on the ballot so voters can decide a rule themselves—like the whole class voting on the field trip instead of only the teacher deciding.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'A ballot measure is a proposal that voters approve or reject directly at an election. Citizen initiatives reach the ballot by gathering petition signatures; referendums let voters approve or overturn a law already passed; and legislatures or councils can refer measures such as bonds or charter amendments to voters. The rules differ a lot from state to state and city to city.',
        examples: [
          'A local bond measure to pay for school repairs',
          'A statewide initiative on rent regulation',
          'A charter amendment changing how council members are elected',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Ballot measures are the main instruments of direct democracy in the United States and several other countries. Scholars disagree about their effects: Matsusaka argues that the initiative tends to move policy toward what majorities want, while Gerber’s study of interest groups found that well-funded economic groups are more effective at defeating measures than at passing their own, and that broad citizen groups have more success passing new laws.',
        examples: [],
        citations: [
          'Matsusaka, John G. For the Many or the Few: The Initiative, Public Policy, and American Democracy. University of Chicago Press, 2004.',
          'Gerber, Elisabeth R. The Populist Paradox: Interest Group Influence and the Promise of Direct Legislation. Princeton University Press, 1999.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'Debates over ballot measures turn on information, money and rigidity. Voters face complex legal text and framing contests over ballot titles; Lupia showed that voters with little detailed knowledge can still vote as if well informed by relying on cues such as which groups back a measure. Signature-gathering costs favor well-funded proponents; single-subject rules and court review limit what can be bundled; and measures that legislators cannot easily amend can lock in policy long after conditions change. Concerns about majorities deciding minority rights run through the whole literature.',
        examples: [],
        citations: [
          'Lupia, Arthur. “Shortcuts versus Encyclopedias: Information and Voting Behavior in California Insurance Reform Elections.” American Political Science Review 88(1), 1994.',
        ],
      },
    ],
  },
  {
    term: 'Participatory budgeting',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Participatory budgeting lets people in a neighborhood decide how to spend part of the city’s money—like a family voting on whether the fun money goes to new bikes or a trip to the zoo.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'In participatory budgeting (PB), a government sets aside part of its budget and residents propose, develop and vote on projects to fund. A typical cycle collects ideas, has volunteers work with city staff to turn them into costed proposals, holds a public vote and then funds the winners. PB began in Porto Alegre, Brazil, in 1989 and has spread to many cities around the world.',
        examples: [
          'Residents voting to fund new crosswalks and a playground',
          'A school district letting students vote on part of its budget',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'PB is a central case in the study of participatory democracy. Baiocchi’s research on Porto Alegre documents how it created new forums for deliberation and drew residents of poorer districts into decisions about public investment. In Arnstein’s terms, PB aims at partnership or delegated power rather than consultation, because residents’ choices are binding within the set-aside amount.',
        examples: [],
        citations: [BAIOCCHI, ARNSTEIN],
      },
      {
        level: 'graduate',
        definition:
          'Critics and supporters debate how much PB really empowers. Many programs control only a small share of spending, mostly capital projects, raising the question of symbolic versus substantive power. As PB spread, some versions dropped the redistributive criteria and links to wider administrative reform that marked Porto Alegre, keeping the vote but not the shift in authority. Other tensions include deliberation versus simple voting, turnout and representativeness, and whether institutionalization sustains PB or co-opts it.',
        examples: [],
        citations: [
          'Baiocchi, Gianpaolo, and Ernesto Ganuza. “Participatory Budgeting as if Emancipation Mattered.” Politics & Society 42(1), 2014.',
          BAIOCCHI,
        ],
      },
    ],
  },
  {
    term: 'Quorum',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A quorum is the smallest number of members who must be there before a group can make official decisions. If a club of ten needs six people to vote and only four show up, nobody can vote on anything that day.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Groups and governments set a quorum in their bylaws, charter or laws—often a majority of members. Without a quorum, a meeting can talk but cannot take binding votes. The rule prevents a small group from deciding things for everyone when most members are absent.',
        examples: [
          'A five-member commission that needs three members present to vote',
          'A tenant association whose bylaws require a set share of members at its annual meeting',
        ],
        citations: [ROBERTS],
      },
      {
        level: 'undergraduate',
        definition:
          'In parliamentary procedure, the quorum is the minimum number of voting members who must be present for business to be validly transacted. Robert’s Rules sets a majority of the membership as the default for bodies with a known membership unless the bylaws say otherwise. Quorum is distinct from the vote needed to pass a motion, which is usually counted among those present and voting.',
        examples: [],
        citations: [ROBERTS],
      },
      {
        level: 'graduate',
        definition:
          'Quorum rules create strategic options. A minority can block action by denying a quorum—legislators in several U.S. states have left the chamber or the state for this purpose—while a high threshold can paralyze volunteer organizations whose members rarely attend. A low threshold lets a small faction act for the whole. Remote participation complicates the question of what counts as “present,” and open meeting laws can treat a quorum of officials discussing public business together, including online, as a meeting that must be noticed.',
        examples: [],
        citations: [ROBERTS],
      },
    ],
  },
  {
    term: 'Open meeting',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'An open meeting is a government meeting that anyone is allowed to watch. It’s like holding the teachers’ meeting with the door open so everyone can see how decisions are made.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Open meeting laws, sometimes called sunshine laws, require many government bodies to meet in public, post agendas ahead of time and keep minutes. Most allow closed sessions for limited topics such as personnel matters or legal advice. These laws help residents know when decisions are being made and show up to watch or comment.',
        examples: [
          'A council posting its agenda several days before a meeting',
          'A school board going into closed session to discuss a lawsuit',
        ],
        citations: ['Government in the Sunshine Act, 5 U.S.C. § 552b.'],
      },
      {
        level: 'undergraduate',
        definition:
          'Open meeting requirements rest on a theory of accountability: officials are more likely to act in the public interest when their deliberations can be observed, and citizens need information to evaluate and influence decisions. They sit alongside public records laws as the main legal tools of government transparency, and create procedural rights—such as advance notice—that make participation possible.',
        examples: [],
        citations: [],
      },
      {
        level: 'graduate',
        definition:
          'Transparency has costs as well as benefits. Observers note that openness can push candid negotiation into informal settings—phone calls, private conversations—beyond the law’s reach, and that restrictions on “serial meetings” complicate officials’ use of group chats and social media. For Spaces this is practical: in some jurisdictions, a quorum of a public body discussing its business together in a live audio room could itself count as a meeting subject to notice requirements.',
        examples: [],
        citations: [],
      },
    ],
  },
  {
    term: 'Deliberation',
    category: 'civic',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Deliberation means talking a decision through carefully—listening to different sides and weighing reasons before deciding, like a family discussing where to go on vacation instead of voting right away.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'In civic life, deliberation is structured discussion in which people share information, hear different viewpoints and reason together about a public problem before reaching a decision or recommendation. Juries, town hall forums and citizens’ assemblies are all forms of deliberation.',
        examples: [
          'A citizens’ assembly of randomly chosen residents recommending a climate plan',
          'A moderated Space where each side of a local measure presents and answers questions',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Deliberative democracy holds that political decisions gain legitimacy from public reasoning among free and equal citizens, not only from counting votes. Gutmann and Thompson stress giving reasons others can accept; Fishkin’s deliberative polling puts the idea into practice by convening a random sample, providing balanced briefings and expert questioning, and measuring how opinions change after discussion.',
        examples: [],
        citations: [
          'Gutmann, Amy, and Dennis Thompson. Why Deliberative Democracy? Princeton University Press, 2004.',
          FISHKIN,
        ],
      },
      {
        level: 'graduate',
        definition:
          'Critics question whether deliberation delivers on its promise. Sanders argued that status inequalities shape who is heard and whose reasons count, and Young proposed widening what counts as legitimate political communication—greeting, rhetoric and narrative alongside argument. Sunstein’s work on group polarization shows that discussion among like-minded people tends to push views toward extremes. Practitioners respond with random selection, trained facilitation and mixed groups, while the question of how deliberative forums connect to binding decisions remains open.',
        examples: [],
        citations: [
          'Sanders, Lynn M. “Against Deliberation.” Political Theory 25(3), 1997.',
          'Young, Iris Marion. Inclusion and Democracy. Oxford University Press, 2000.',
          'Sunstein, Cass R. “The Law of Group Polarization.” Journal of Political Philosophy 10(2), 2002.',
        ],
      },
    ],
  },

  // ───────────────────────────── housing: land use and housing policy ─────────────────────────────
  {
    term: 'Zoning',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Zoning is a set of rules that says what can be built where in a town. It’s like a map that says “houses go here, shops go there, factories over there.”',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Zoning divides a city into districts with rules for each: which uses are allowed (homes, shops, offices, industry), how tall buildings can be, how much of a lot they can cover, how far they must sit from the street and how many parking spaces they need. Changing the zoning usually requires public hearings and a vote by a planning commission or city council.',
        examples: [
          'A district that allows only detached single-family houses',
          'A rule requiring a set number of parking spaces for each new apartment',
          'A height limit along a main street',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Comprehensive zoning spread across U.S. cities after New York’s 1916 ordinance and was upheld as a valid exercise of the police power in Village of Euclid v. Ambler Realty Co. (1926). Economists often treat zoning as a way to manage externalities between neighboring land uses. Fischel’s “homevoter hypothesis” argues that homeowners, whose house is usually their largest asset, use local zoning to protect property values, while Jacobs criticized the rigid separation of uses for draining city streets of life.',
        examples: [],
        citations: [
          'Village of Euclid v. Ambler Realty Co., 272 U.S. 365 (1926).',
          FISCHEL_HOMEVOTER,
          JACOBS,
        ],
      },
      {
        level: 'graduate',
        definition:
          'Current debates weigh zoning’s stated purposes—separating nuisances, matching growth to infrastructure, protecting the environment and neighborhood character—against documented costs. Historians trace how zoning and related policies reinforced racial and economic segregation; economists such as Hsieh and Moretti estimate large aggregate output losses when housing constraints keep workers out of high-productivity cities. Further fault lines include local control versus state preemption, use-based versus form-based codes, and discretionary case-by-case review versus “by-right” approval, which trade neighbor input against predictability.',
        examples: [],
        citations: [
          'Rothstein, Richard. The Color of Law: A Forgotten History of How Our Government Segregated America. Liveright, 2017.',
          HSIEH_MORETTI,
          'Fischel, William A. Zoning Rules! The Economics of Land Use Regulation. Lincoln Institute of Land Policy, 2015.',
        ],
      },
    ],
  },
  {
    term: 'Housing supply',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Housing supply is how many homes there are for people to live in. If lots of people want to live in a town but there aren’t enough homes, prices go up—like when too few seats are left for a popular movie.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Housing supply is the number of homes available to rent or buy, and how quickly new ones are added. When the number of people who want to live somewhere grows faster than the number of homes, rents and prices rise. Supply depends on land, construction and labor costs, interest rates, and rules such as zoning and permitting.',
        examples: [
          'A growing city adding jobs much faster than new apartments',
          'A region where permits take years, slowing new construction',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Economists study the elasticity of housing supply—how strongly new construction responds to rising prices. Glaeser and Gyourko find that in many high-cost U.S. metros prices sit far above the cost of building, consistent with regulatory limits on supply, whereas in more elastic markets new building keeps prices close to construction costs. The idea of filtering holds that homes tend to move down-market as they age, so new construction can ease pressure lower in the market over time.',
        examples: [],
        citations: [GLAESER_GYOURKO, BEEN_ELLEN_OREGAN],
      },
      {
        level: 'graduate',
        definition:
          'The “supply skepticism” debate asks whether new market-rate housing lowers nearby rents or signals neighborhood change that draws more demand, how quickly filtering works, and at what geographic scale supply effects appear. Been, Ellen and O’Regan review the evidence and conclude that added supply moderates price growth, while noting that supply alone is unlikely to house the lowest-income households without subsidy. Other open questions include construction productivity, financing constraints, and how to manage displacement risk while expanding supply.',
        examples: [],
        citations: [BEEN_ELLEN_OREGAN, HSIEH_MORETTI, SCHUETZ_FIXER],
      },
    ],
  },
  {
    term: 'Upzoning',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Upzoning means changing the rules so more homes or bigger buildings are allowed on a piece of land—like a new rule that lets you put a bunk bed where only one bed was allowed before.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Upzoning is a zoning change that increases what can be built: more homes per lot, taller buildings or new kinds of uses. Examples include allowing duplexes or triplexes in single-family areas and allowing apartments near transit stations. The opposite—reducing what can be built—is called downzoning.',
        examples: [
          'Allowing up to four homes on lots previously limited to one house',
          'Raising height limits near a new rail station',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Upzoning increases legal development capacity but does not guarantee construction; whether building follows depends on demand, construction costs and any remaining constraints such as parking rules or lengthy review. Freemark’s study of transit-area upzoning in Chicago found rising land values but no measurable short-term increase in construction, while research on Auckland, New Zealand’s broad 2016 upzoning reported a substantial rise in new housing.',
        examples: [],
        citations: [FREEMARK],
      },
      {
        level: 'graduate',
        definition:
          'Outcomes depend on scale and design. Parcel-by-parcel upzonings can raise land prices through anticipation without adding much housing, whereas broad reforms change the economics of redevelopment across a region; “feasible” capacity—projects that pencil out at current prices—matters more than nominal capacity. Concerns differ by place: displacement pressure where upzoning targets lower-income neighborhoods, and continued exclusion where higher-income areas are left untouched. Politically, citywide reforms spread costs and benefits differently from targeted ones, which changes who shows up to oppose or support them.',
        examples: [],
        citations: [FREEMARK, EINSTEIN],
      },
    ],
  },
  {
    term: 'Inclusionary zoning',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Inclusionary zoning is a rule that says when builders make new homes, some of them must be priced lower so people with less money can live there too.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Inclusionary zoning (IZ) requires or encourages developers of new housing to set aside a share of units at below-market rents or prices for lower- and moderate-income households. Some programs are mandatory; others are voluntary and offer incentives such as extra height or units (a “density bonus”). Some let developers pay a fee into an affordable-housing fund instead.',
        examples: [
          'A rule that a set share of units in new buildings be affordable to moderate-income households',
          'A density bonus allowing an extra floor in exchange for affordable units',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'IZ can be understood as a form of land-value capture: it uses the value created by permission to build to fund affordable units without direct public spending. Who bears the cost depends on market conditions—landowners through lower land prices, developers through lower returns, or market-rate buyers and renters through higher prices—and it may also reduce construction. Schuetz, Meltzer and Been found that estimated effects differed between the San Francisco and Boston regions.',
        examples: [],
        citations: [
          'Schuetz, Jenny, Rachel Meltzer, and Vicki Been. “Silver Bullet or Trojan Horse? The Effects of Inclusionary Zoning on Local Housing Markets in the United States.” Urban Studies 48(2), 2011.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'The core disagreement is whether IZ captures windfalls for public benefit or acts as a tax on new housing that shrinks overall supply. Design choices decide much of the outcome: the set-aside share, income targets, the depth and duration of affordability, whether fees are allowed, and whether IZ is paired with upzoning or density bonuses that offset its cost. Reviews note that IZ has generally produced modest numbers of units relative to need, which leads some to see it as one tool among several rather than a primary affordability strategy.',
        examples: [],
        citations: [
          'Freeman, Lance, and Jenny Schuetz. “Producing Affordable Housing in Rising Markets: What Works?” Cityscape 19(1), 2017.',
          SCHUETZ_FIXER,
        ],
      },
    ],
  },
  {
    term: 'Rent stabilization',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Rent stabilization is a rule that limits how much a landlord can raise the rent each year, so families aren’t suddenly forced to move because the rent jumped too high.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Rent stabilization is a form of rent regulation that caps yearly rent increases for covered apartments—often tied to inflation or set by a board—and usually includes protections such as the right to renew a lease. It differs from older, strict “rent control,” which froze rents at fixed levels. Many laws exempt newer buildings to avoid discouraging construction.',
        examples: [
          'A yearly cap equal to inflation plus a small percentage',
          'A rent board setting the allowed increase each year',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Standard economic theory predicts that binding price ceilings reduce the quantity and quality of rental housing. Economists distinguish older “first-generation” rent freezes from “second-generation” systems that allow increases, cost pass-throughs and exemptions for new construction. Empirical studies find mixed effects: Diamond, McQuade and Qian found that San Francisco’s 1994 expansion helped covered tenants stay in their homes while landlords reduced the supply of rental housing; Autor, Palmer and Pathak found that ending rent control in Cambridge, Massachusetts raised the value of both decontrolled and nearby properties.',
        examples: [],
        citations: [
          'Arnott, Richard. “Time for Revisionism on Rent Control?” Journal of Economic Perspectives 9(1), 1995.',
          'Diamond, Rebecca, Tim McQuade, and Franklin Qian. “The Effects of Rent Control Expansion on Tenants, Landlords, and Inequality: Evidence from San Francisco.” American Economic Review 109(9), 2019.',
          'Autor, David H., Christopher J. Palmer, and Parag A. Pathak. “Housing Market Spillovers: Evidence from the End of Rent Control in Cambridge, Massachusetts.” Journal of Political Economy 122(3), 2014.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'The trade-off is between stability for current tenants—protection from sudden displacement and stronger bargaining power—and possible costs to future renters through reduced supply, less mobility and deferred maintenance. Benefits are not means-tested, so they may reach higher-income tenants too. Design choices shape the balance: vacancy control versus vacancy decontrol, exemptions for new buildings, allowances for capital improvements, and coverage thresholds. Advocates stress housing stability and community continuity; critics stress supply and allocation effects; both increasingly agree that design details drive outcomes.',
        examples: [],
        citations: [
          'Diamond, Rebecca, Tim McQuade, and Franklin Qian. “The Effects of Rent Control Expansion on Tenants, Landlords, and Inequality: Evidence from San Francisco.” American Economic Review 109(9), 2019.',
        ],
      },
    ],
  },
  {
    term: 'Accessory dwelling unit',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'An accessory dwelling unit, or ADU, is a small extra home on the same lot as a house—like a cottage in the backyard or an apartment over the garage.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'ADUs—also called granny flats, in-law units or backyard cottages—are second homes on a lot that already has a house. They can be detached, attached, or converted from a garage or basement. Many states and cities have eased ADU rules in recent years, for example by dropping parking requirements or allowing them without special approval, to add homes without large new buildings.',
        examples: ['A converted garage rented to a student', 'A backyard cottage built for an aging parent'],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'ADUs are a form of “gentle density”: incremental infill that adds homes within the existing shape of a neighborhood. They can give homeowners rental income, let families house relatives nearby, and provide smaller, often lower-cost rentals in areas zoned mainly for single-family homes. Because they are built by individual owners rather than developers, their growth depends heavily on permitting rules, fees and financing.',
        examples: [],
        citations: [SCHUETZ_FIXER],
      },
      {
        level: 'graduate',
        definition:
          'Debates focus on scale and distribution. ADU production depends on homeowners’ capital, space and willingness, so it tends to be slow and uneven, and its contribution to regional need is modest compared with larger buildings. Owner-occupancy requirements, utility connection fees and short-term rental rules strongly affect output and who benefits. Politically, ADUs are often more acceptable than apartments; some see them as a stepping stone toward broader reform, others as a safety valve that lets places avoid larger changes.',
        examples: [],
        citations: [],
      },
    ],
  },
  {
    term: 'Missing middle housing',
    category: 'housing',
    definitions: [
      {
        level: 'eli5',
        definition:
          '“Missing middle” housing means homes bigger than a single house but smaller than a big apartment tower—like duplexes, triplexes and small apartment buildings. They are “missing” because many places stopped allowing them to be built.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Missing middle housing covers building types between detached houses and large apartment complexes: duplexes, triplexes, fourplexes, townhouses, courtyard apartments and small multi-unit buildings. Many older neighborhoods have them, but later zoning rules such as single-family-only districts and large minimum lot sizes made them illegal to build in many places.',
        examples: [
          'A fourplex that looks like a large house from the street',
          'A row of townhouses on a former single-family lot',
        ],
        citations: [PAROLEK],
      },
      {
        level: 'undergraduate',
        definition:
          'The concept frames housing as a spectrum of building forms rather than a choice between single-family homes and towers. Advocates argue that middle forms fit existing neighborhood scale while supporting walkable density, transit and local shops—ideas that echo Jacobs’s case for mixed, fine-grained urban fabric—and that they offer homeownership and rental options at price points between those of houses and new high-rises.',
        examples: [],
        citations: [PAROLEK, JACOBS],
      },
      {
        level: 'graduate',
        definition:
          'Legalizing middle housing does not ensure it gets built. Small multi-unit projects face construction costs that do not fall as fast as unit counts rise, building-code requirements such as rules on exits and stairways, and financing designed for either single-family or large multifamily projects. Evaluations of reforms that allow duplexes or fourplexes citywide often find slow initial uptake, which fuels debate over whether such reforms are mainly symbolic, need complementary changes to codes and financing, or simply take years to show their effect.',
        examples: [],
        citations: [],
      },
    ],
  },

  // ───────────────────────────── organizing: acting together ─────────────────────────────
  {
    term: 'Organizing',
    category: 'organizing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Organizing means bringing people together so they can work as a team to change something they care about. One person asking for a crosswalk might be ignored, but fifty neighbors asking together are hard to ignore.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Community organizing is the work of building relationships among people who share a problem, developing leaders among them, and turning shared concerns into collective action—meetings with officials, campaigns, testimony or votes. Organizers often start with specific, winnable issues that build a group’s confidence and power over time.',
        examples: [
          'Tenants in one building meeting to address repeated heating outages',
          'Parents organizing for safer routes to school',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Several traditions shape organizing practice. Alinsky’s model builds power through organized people and money, working from members’ self-interest; Ganz emphasizes strategic capacity and the use of story to motivate action; labor organizing contributes practices such as workplace mapping. Han distinguishes mobilizing—getting many people to take a specific action—from organizing, which develops people’s own capacities and leadership so the group can act on its own.',
        examples: [],
        citations: [ALINSKY, GANZ, HAN],
      },
      {
        level: 'graduate',
        definition:
          'McAlevey contrasts advocacy (professionals acting on behalf of a constituency), mobilizing (activists turning out people who already agree) and organizing (building the capacity of ordinary people to act for themselves), arguing that only the last builds durable power. Debates continue over whether digital tools lower the cost of collective action at the expense of the organizational depth needed to sustain it, and over the shift Skocpol describes from member-based associations to professionally managed advocacy groups.',
        examples: [],
        citations: [
          MCALEVEY,
          'Tufekci, Zeynep. Twitter and Tear Gas: The Power and Fragility of Networked Protest. Yale University Press, 2017.',
          'Skocpol, Theda. Diminished Democracy: From Membership to Management in American Civic Life. University of Oklahoma Press, 2003.',
        ],
      },
    ],
  },
  {
    term: 'Coalition',
    category: 'organizing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A coalition is when different groups team up to reach a shared goal, like several sports teams joining together to ask the town for a field they can all use.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'A coalition is an alliance of organizations—such as neighborhood associations, unions, faith groups, businesses or advocacy groups—that agree to work together on a specific goal while keeping their own identities. Coalitions can be formal, with a name, a steering committee and shared decision rules, or informal.',
        examples: [
          'Environmental, business and tenant groups backing the same transit-oriented housing bill',
          'Several congregations joining to push for a new library branch',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Social movement research finds that coalitions tend to form when groups face a shared threat or opportunity, share some ideological ground, have prior social ties and can pool resources. Political science adds the idea of the minimal winning coalition: Riker argued that, under certain conditions, coalitions tend to grow only as large as needed to win, since each extra member dilutes the share of the gains.',
        examples: [],
        citations: [
          'Van Dyke, Nella, and Holly J. McCammon, eds. Strategic Alliances: Coalition Building and Social Movements. University of Minnesota Press, 2010.',
          'Riker, William H. The Theory of Political Coalitions. Yale University Press, 1962.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'Coalitions face recurring tensions: breadth against depth (a wide coalition may agree only on lowest-common-denominator demands), unequal resources between large and small partners, disputes over credit, and the question of who speaks for the coalition. “Unusual allies” coalitions—groups that disagree on much else—can be especially persuasive to decision-makers, but they are fragile once the shared goal is won or lost. Clear decision rules and agreed exit terms help them last.',
        examples: [],
        citations: [
          'Van Dyke, Nella, and Holly J. McCammon, eds. Strategic Alliances: Coalition Building and Social Movements. University of Minnesota Press, 2010.',
        ],
      },
    ],
  },
  {
    term: 'Mutual aid',
    category: 'organizing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Mutual aid is neighbors helping neighbors directly—sharing food, rides or childcare—because everyone needs help sometimes and everyone can give help sometimes.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Mutual aid networks are groups in which people pool resources and help one another directly, rather than waiting for a charity or the government. Many formed or grew during emergencies such as hurricanes and the COVID-19 pandemic, coordinating grocery deliveries, rides to appointments or small emergency funds through group chats and shared spreadsheets.',
        examples: [
          'A building group chat organizing grocery runs for neighbors who are sick',
          'A community fridge stocked by local residents',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Kropotkin argued that cooperation within species is a factor in evolution alongside competition. Historically, fraternal orders, immigrant societies and burial associations provided sickness, funeral and other benefits to members before modern welfare states. Contemporary writers such as Spade distinguish mutual aid, based on reciprocity and participation, from charity, in which help flows one way from donors to recipients.',
        examples: [],
        citations: [
          'Kropotkin, Peter. Mutual Aid: A Factor of Evolution. William Heinemann, 1902.',
          'Beito, David T. From Mutual Aid to the Welfare State: Fraternal Societies and Social Services, 1890–1967. University of North Carolina Press, 2000.',
          'Spade, Dean. Mutual Aid: Building Solidarity During This Crisis (and the Next). Verso, 2020.',
        ],
      },
      {
        level: 'graduate',
        definition:
          'Mutual aid draws support from very different political traditions—some see it as a complement to public programs, some as a substitute for them, and others as a critique of both state and market provision. Practical debates concern sustainability and volunteer burnout, accountability and safety without formal structures, whether networks can scale without becoming bureaucratic, and whether meeting urgent needs strengthens political organizing or draws energy away from it.',
        examples: [],
        citations: [
          'Beito, David T. From Mutual Aid to the Welfare State: Fraternal Societies and Social Services, 1890–1967. University of North Carolina Press, 2000.',
          'Spade, Dean. Mutual Aid: Building Solidarity During This Crisis (and the Next). Verso, 2020.',
        ],
      },
    ],
  },
  {
    term: 'Canvassing',
    category: 'organizing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'Canvassing means going door to door, or calling people, to talk about an issue or an election—like walking around the neighborhood to tell everyone about the bake sale and asking if they’ll come.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'Canvassers knock on doors, make phone calls or send texts to share information, hear people’s views, register voters or encourage them to take part. Campaigns use contact lists and short scripts, and record each conversation so they can follow up.',
        examples: [
          'Volunteers knocking on doors to tell renters about a hearing on a new tenant law',
          'A phone bank reminding members about a public comment deadline',
        ],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'Field experiments by Gerber and Green, starting with a study in New Haven, found that face-to-face canvassing raises voter turnout noticeably, while direct mail and impersonal phone calls have much smaller effects. Their work helped make randomized experiments a standard way for campaigns and civic groups to test outreach methods.',
        examples: [],
        citations: [
          'Gerber, Alan S., and Donald P. Green. “The Effects of Canvassing, Telephone Calls, and Direct Mail on Voter Turnout: A Field Experiment.” American Political Science Review 94(3), 2000.',
          GREEN_GERBER,
        ],
      },
      {
        level: 'graduate',
        definition:
          '“Deep canvassing”—longer, non-judgmental conversations in which canvasser and voter exchange personal stories—was found by Broockman and Kalla to produce durable attitude change in a field experiment, challenging the view that brief contacts rarely persuade. The approach raises trade-offs between depth and reach, since each conversation takes much longer, and ethical questions about data collection, targeting and the line between persuasion and manipulation.',
        examples: [],
        citations: [
          'Broockman, David, and Joshua Kalla. “Durably Reducing Transphobia: A Field Experiment on Door-to-Door Canvassing.” Science 352(6282), 2016.',
        ],
      },
    ],
  },
  {
    term: 'One-on-one',
    category: 'organizing',
    definitions: [
      {
        level: 'eli5',
        definition:
          'A one-on-one is a planned conversation between two people to get to know each other and find out what each one cares about. It’s how organizers find people who might later work together.',
        examples: [],
        citations: [],
      },
      {
        level: 'highschool',
        definition:
          'In community organizing, a one-on-one (or “relational meeting”) is a short, intentional conversation—often under an hour—in which an organizer mostly listens to someone’s story, interests and concerns. The goal is to build a relationship and spot potential leaders, not to sell an idea or sign someone up on the spot.',
        examples: ['Coffee with a neighbor who spoke up at a Space about a dangerous intersection'],
        citations: [],
      },
      {
        level: 'undergraduate',
        definition:
          'The one-on-one is central to relational organizing traditions, especially the Industrial Areas Foundation, which treat public relationships built on mutual interest as the foundation of an organization’s power. Ganz’s work on leadership adds the practice of public narrative—linking a personal story to a shared story and an urgent call to act—which one-on-ones often draw out.',
        examples: [],
        citations: [
          'Chambers, Edward T., with Michael A. Cowan. Roots for Radicals: Organizing for Power, Action, and Justice. Continuum, 2003.',
          GANZ,
        ],
      },
      {
        level: 'graduate',
        definition:
          'One-on-ones are labor-intensive and hard to scale, which creates tension with campaigns that need large numbers quickly. Han finds that organizations that invest in developing members through relationships build more lasting activist capacity than those relying only on transactional mobilizing. Critics warn that counting one-on-ones as a performance metric can turn relationships into tools and erode the trust they are meant to build, and that organizer–member power differences deserve attention.',
        examples: [],
        citations: [HAN, MCALEVEY],
      },
    ],
  },
]
