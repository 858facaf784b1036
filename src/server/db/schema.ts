/**
 * The data model. Localized fields are one column per language, named as the API names them
 * (`name_en` … `name_es`), so that a field reads the same in the table, the type and the JSON.
 * Kept free of `server-only`: drizzle-kit reads it outside Next.js (drizzle.config.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { type Locale, locales } from '../../i18n/locales';

const requiredText = (name: string) => text(name).notNull();
const optionalText = (name: string) => text(name).notNull().default('');

/** The five per-language columns of one field: `name_en`, `name_fr`, … */
function localized<F extends string, C>(field: F, column: (name: string) => C) {
  return Object.fromEntries(locales.map((locale) => [`${field}_${locale}`, column(`${field}_${locale}`)])) as Record<
    `${F}_${Locale}`,
    C
  >;
}

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const priority = integer('priority').notNull().default(0);

/**
 * Where a machine or an article stands for visitors (publication/): `published` (every public read shows it),
 * `draft` (created in the back office and never published), `unpublished` (taken off the site, kept). Public reads
 * filter on it alone; `publish_at` / `unpublish_at` are applied by the scheduler, which sets `status`.
 */
export const publicationStates = ['published', 'draft', 'unpublished'] as const;

const publication = {
  status: text('status', { enum: publicationStates }).notNull().default('published'),
  /** When the scheduler publishes it (with its draft), or null. */
  publish_at: timestamp('publish_at', { withTimezone: true }),
  /** When the scheduler takes it off the site, or null. */
  unpublish_at: timestamp('unpublish_at', { withTimezone: true }),
};

/**
 * The number of the item's latest revision (history/revisions.ts): each save that changes something counts one
 * more. The REST API answers it as the ETag, and a save based on an older one is checked for overwrites.
 */
const version = integer('version').notNull().default(1);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    ...localized('name', requiredText),
    priority,
    version,
    ...timestamps,
  },
  (t) => [index('categories_order_idx').on(t.priority, t.id)],
);

export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    ...localized('name', requiredText),
    ...localized('description', optionalText),
    ...localized('metadescription', optionalText),
    /** Its price in Swiss francs, exact to the centime; null: on request. */
    price_chf: numeric('price_chf', { precision: 12, scale: 2 }),
    ...publication,
    version,
    ...timestamps,
  },
  (t) => [
    check('machines_status_check', oneOf(t.status, publicationStates)),
    // The published machines' ids in order, read from the index alone: the listing's counts (every published
    // machine, and per category) without reading each machine's wide row, and its pages in id order.
    index('machines_status_id_idx').on(t.status, t.id),
    index('machines_publish_at_idx').on(t.publish_at),
    index('machines_unpublish_at_idx').on(t.unpublish_at),
  ],
);

export const machineCategories = pgTable(
  'machine_categories',
  {
    machine_id: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    created_at: timestamps.created_at,
  },
  (t) => [
    primaryKey({ columns: [t.machine_id, t.category_id] }),
    // The primary key serves lookups by machine; the listing's filter and its counts look up by category, and
    // find a category's machines in the index alone.
    index('machine_categories_category_machine_idx').on(t.category_id, t.machine_id),
  ],
);

/** Children of a machine: deleted with it, listed by priority then id. */
const machineChild = {
  id: serial('id').primaryKey(),
  machine_id: integer('machine_id')
    .notNull()
    .references(() => machines.id, { onDelete: 'cascade' }),
  priority,
};

export const advantages = pgTable(
  'advantages',
  {
    ...machineChild,
    ...localized('description', requiredText),
    ...timestamps,
  },
  (t) => [index('advantages_machine_order_idx').on(t.machine_id, t.priority, t.id)],
);

/** A machine's options; `Table` in the name leaves `machineOptions` to the domain's items (server/machine-items). */
export const machineOptionsTable = pgTable(
  'machine_options',
  {
    ...machineChild,
    ...localized('name', requiredText),
    ...localized('value', requiredText),
    ...timestamps,
  },
  (t) => [index('machine_options_machine_order_idx').on(t.machine_id, t.priority, t.id)],
);

/**
 * What a technical characteristic means across machines ("Pressing force"): its name in five languages and the
 * unit its measures are in. A characteristic of a type is filtered and compared with the others of that type.
 */
export const characteristicTypes = pgTable(
  'characteristic_types',
  {
    id: serial('id').primaryKey(),
    ...localized('name', requiredText),
    /** A key of `units` (src/schemas/units.ts). */
    unit: text('unit').notNull(),
    priority,
    ...timestamps,
  },
  (t) => [index('characteristic_types_order_idx').on(t.priority, t.id)],
);

/** A decimal of a measure: exact, 9 digits before the point and 6 after (src/schemas/measure.ts). */
const measureNumber = (name: string) => numeric(name, { precision: 15, scale: 6 });

/**
 * A machine's technical characteristics: a name and a value per language, as written by the office. One may have
 * a type (its names are then the type's, copied here so that every reader of the names keeps working) and a
 * measure: a number or a range (min–max) in a unit, its values then the measure as each language writes it.
 */
export const technicalCharacteristics = pgTable(
  'technical_characteristics',
  {
    ...machineChild,
    ...localized('name', requiredText),
    ...localized('value', requiredText),
    type_id: integer('type_id').references(() => characteristicTypes.id, { onDelete: 'restrict' }),
    measure_min: measureNumber('measure_min'),
    measure_max: measureNumber('measure_max'),
    measure_unit: text('measure_unit'),
    ...timestamps,
  },
  (t) => [
    index('technical_characteristics_machine_order_idx').on(t.machine_id, t.priority, t.id),
    // The listing's range filters and their counts read a type's measures.
    index('technical_characteristics_type_measure_idx').on(t.type_id, t.measure_min, t.measure_max),
    check('technical_characteristics_measure_unit', sql`(${t.measure_min} is null) = (${t.measure_unit} is null)`),
    check(
      'technical_characteristics_measure_range',
      sql`${t.measure_max} is null or (${t.measure_min} is not null and ${t.measure_min} <= ${t.measure_max})`,
    ),
  ],
);

export const pictures = pgTable(
  'pictures',
  {
    ...machineChild,
    /** Key of the file in media storage; the public URL is derived from it. */
    storage_key: text('storage_key').notNull().unique(),
    mime_type: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Alt text of the picture, per language. */
    ...localized('description', optionalText),
    ...timestamps,
  },
  (t) => [index('pictures_machine_order_idx').on(t.machine_id, t.priority, t.id)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    ...localized('title', requiredText),
    image_key: text('image_key'),
    image_type: text('image_type'),
    /** The date the article is shown under and ordered by, newest first; set at creation, editable. */
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...publication,
    version,
    ...timestamps,
  },
  (t) => [
    index('news_created_idx').on(t.created_at, t.id),
    index('news_published_idx').on(t.published_at, t.id),
    check('news_status_check', oneOf(t.status, publicationStates)),
    index('news_publish_at_idx').on(t.publish_at),
    index('news_unpublish_at_idx').on(t.unpublish_at),
  ],
);

export const newsContentBlocks = pgTable(
  'news_content_blocks',
  {
    id: serial('id').primaryKey(),
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    priority,
    ...localized('title', requiredText),
    ...localized('content', requiredText),
    ...timestamps,
  },
  (t) => [index('news_content_blocks_news_order_idx').on(t.news_id, t.priority, t.id)],
);

/**
 * Where the translations of one localized field of one item stand (src/server/translations.ts). `revision` counts
 * the field's changes of content; `based_on_xx` is the revision that language was last written or confirmed
 * against, so a language is out of date when its number is behind `revision`; `source` names the languages of the
 * last change of content. A field without a row has never been changed since it was created: all up to date.
 */
export const translationRevisions = pgTable(
  'translation_revisions',
  {
    /** What the item is: machine, advantage, option, characteristic, picture, category, news, newsBlock. */
    kind: text('kind').notNull(),
    item_id: integer('item_id').notNull(),
    /** The field's stem: `name`, `description`, `value`, `title`, `content`, … */
    field: text('field').notNull(),
    revision: integer('revision').notNull().default(0),
    /** The languages the last change of content was made in, comma-separated (`fr`, `fr,de`). */
    source: text('source').notNull().default(''),
    ...localized('based_on', (name) => integer(name).notNull().default(0)),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id, t.field] })],
);

/** The items that have a history: a machine (with its categories, items and pictures), an article, a category. */
export const revisionKinds = ['machine', 'news', 'category'] as const;
/** Where a change came from: the back office, the REST API, or the application itself (seed, restore script). */
export const revisionSources = ['office', 'api', 'system'] as const;
/** What a revision did: created the item, changed it, restored a revision, moved it to or back from the trash. */
export const revisionActions = ['create', 'update', 'restore', 'trash', 'untrash', 'publish', 'unpublish'] as const;

/**
 * Every change of a machine, an article or a category (history/revisions.ts): what one save changed, field by
 * field and language by language, before and after. Only what changed is kept, never a copy of the whole item.
 * Rows are only added; the daily housekeeping prunes the old ones (history/retention.ts).
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: revisionKinds }).notNull(),
    item_id: integer('item_id').notNull(),
    /** The item's version after this revision. */
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account, when there was one; its name is kept as text, since the account may be deleted later. */
    user_id: integer('user_id'),
    username: text('username'),
    source: text('source', { enum: revisionSources }).notNull(),
    action: text('action', { enum: revisionActions }).notNull(),
    /** For a restore: the revision restored. */
    restored_from: integer('restored_from'),
    /** `[{ field, language, before, after }]` (history/changes.ts). */
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    uniqueIndex('revisions_item_version_idx').on(t.kind, t.item_id, t.version),
    index('revisions_at_idx').on(t.at),
    check('revisions_kind_check', oneOf(t.kind, revisionKinds)),
    check('revisions_source_check', oneOf(t.source, revisionSources)),
    check('revisions_action_check', oneOf(t.action, revisionActions)),
  ],
);

/** The items that can have a draft and be published (publication/). */
export const draftKinds = ['machine', 'news'] as const;

/**
 * The office's work on a machine or an article before it is published (publication/drafts.ts): the whole item as the
 * office wants it, as a history document (`{ fields, lists }`, history/changes.ts), based on the item's `version`
 * `base_version`. Never read by a public page; publishing applies it to the item's tables as one revision.
 */
export const drafts = pgTable(
  'drafts',
  {
    kind: text('kind', { enum: draftKinds }).notNull(),
    item_id: integer('item_id').notNull(),
    document: jsonb('document').notNull(),
    base_version: integer('base_version').notNull(),
    /** Counts the draft's saves: what a save of the draft through the API is checked against (`If-Match`). */
    version: integer('version').notNull().default(1),
    /**
     * "Still right" said of a translation of a field the draft changes (`[{ kind, id, field, language }]`): applied
     * after the draft's changes when it is read or published (translations/index.ts, `confirmInDraft`).
     */
    confirmations: jsonb('confirmations').notNull().default([]),
    updated_by: text('updated_by'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id] }), check('drafts_kind_check', oneOf(t.kind, draftKinds))],
);

/**
 * Each save of a draft, with who made it and what it changed (history/changes.ts), kept while the draft lasts: what
 * the stale-save rule checks a colleague's draft save against. Its ids come from the revisions' sequence, so that a
 * screen names the latest change it showed, a revision or a draft save, with one number (history/marks.ts).
 */
export const draftChanges = pgTable(
  'draft_changes',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('revisions_id_seq')`),
    kind: text('kind', { enum: draftKinds }).notNull(),
    item_id: integer('item_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    username: text('username'),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('draft_changes_item_idx').on(t.kind, t.item_id, t.id),
    check('draft_changes_kind_check', oneOf(t.kind, draftKinds)),
  ],
);

/** What can be in the trash: an item with a history, or a part of one (a picture, an article's content block). */
export const trashKinds = ['machine', 'news', 'category', 'picture', 'newsContent'] as const;

/**
 * What the office deleted (history/trash.ts): the rows of the item and of everything that belonged to it, as they
 * were, taken out of their tables so that every public read treats the item as gone; its files stay in media storage
 * until it is erased for good, by "delete forever" or TRASH_RETENTION_DAYS later.
 */
export const trash = pgTable(
  'trash',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: trashKinds }).notNull(),
    item_id: integer('item_id').notNull(),
    /** What the trash screen calls it: the name or title in each language, as a `{ en, fr, … }` object. */
    label: jsonb('label').notNull(),
    /** The machine of a picture, the article of a content block. */
    parent_id: integer('parent_id'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    username: text('username'),
    /** `{ rows: { table: [row, …] }, files: [key, …], links: … }` (history/trash.ts). */
    payload: jsonb('payload').notNull(),
  },
  (t) => [
    uniqueIndex('trash_item_idx').on(t.kind, t.item_id),
    index('trash_deleted_idx').on(t.deleted_at, t.id),
    check('trash_kind_check', oneOf(t.kind, trashKinds)),
  ],
);

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  /** A deactivated account cannot sign in and has no session; at least one account stays active. */
  active: boolean('active').notNull().default(true),
  /**
   * What the account may do (src/server/auth/roles.ts): `owner`, `editor` or `translator`. Accounts made before
   * roles existed are owners; at least one active owner stays.
   */
  role: text('role', { enum: ['owner', 'editor', 'translator'] })
    .notNull()
    .default('owner'),
  /** A translator's languages: the only ones whose texts it may change. Empty for the other roles. */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The latest successful login: when, and from which client address. */
  last_login_at: timestamp('last_login_at', { withTimezone: true }),
  last_login_address: text('last_login_address'),
  /**
   * Two-factor sign-in (TOTP): the authenticator's secret, sealed with a key derived from SESSION_SECRET
   * (totp.ts); null while it is off. `totp_pending_secret` is a secret shown for enrolment but not yet confirmed
   * by a code.
   */
  totp_secret: text('totp_secret'),
  totp_pending_secret: text('totp_pending_secret'),
  /** The time step of the last code accepted, so that a code serves once (a later step only). */
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
  /** Where a link to choose a new password is sent when it is forgotten; optional. */
  email: text('email'),
  /**
   * Set while the account still has a first password that someone else chose (a colleague, or the one generated at
   * first start): until then it must choose its own, after that the first password no longer signs in.
   */
  password_change_due: timestamp('password_change_due', { withTimezone: true }),
  ...timestamps,
});

/**
 * Links sent for a forgotten password, by the SHA-256 of their token: each serves once (`used_at`) and until
 * `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/** One-time recovery codes of an account with two-factor sign-in, by their SHA-256; a used one is deleted. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code_hash] })],
);

/**
 * The administrators' sessions, one row per login. The cookie carries a random token; the row is found by its
 * SHA-256, so that a copy of this table opens no session. Deleted at logout, by "sign out everywhere" and by a
 * password change; a row past `expires_at` is no session.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, base64url. */
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Updated at most once a minute, by the requests of this session. */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The sooner of last seen + the idle lifetime and created + the absolute lifetime. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    user_agent: text('user_agent').notNull().default(''),
    address: text('address').notNull(),
    /** The account's successful login before this one, shown on the dashboard. */
    previous_login_at: timestamp('previous_login_at', { withTimezone: true }),
    previous_login_address: text('previous_login_address'),
    /** When the password (and the second factor, when enrolled) was last given in this session: at login, again. */
    authenticated_at: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

export const contactRequestKinds = ['contact', 'service_quote', 'machine_quote', 'quote_list'] as const;
export const emailDeliveryStates = ['pending', 'sent', 'failed', 'not_configured'] as const;
/** Where the office stands with a request; `spam` hides it from the inbox's usual list. */
export const contactRequestStates = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const;
/**
 * How a request got past the spam check: a proof-of-work solved (`solved`), sent by a form without one (no
 * JavaScript; a stricter limit per address applies, `unchecked`), or received while CONTACT_CHALLENGE=off (`off`).
 */
export const contactChallengeStates = ['solved', 'unchecked', 'off'] as const;

/**
 * `column in ('a', 'b', …)`: the check that a text column holds one of `values`. The values are written out as
 * literals, not parameters: a constraint's SQL is plain text, and drizzle-kit compares it with the migrations' text.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** Contact messages and quote requests, stored before the visitor is told they were received. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: contactRequestKinds }).notNull(),
    name: text('name').notNull(),
    entreprise: text('entreprise'),
    email: text('email'),
    phonenumber: text('phonenumber').notNull(),
    object: text('object'),
    message: text('message').notNull(),
    machine_id: integer('machine_id').references(() => machines.id, { onDelete: 'set null' }),
    /** The machine's name when the request arrived, kept if the machine is later deleted. */
    machine_name: text('machine_name'),
    /** Path of the page the form was sent from. */
    page: text('page'),
    language: text('language').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    email_status: text('email_status', { enum: emailDeliveryStates }).notNull().default('pending'),
    email_attempts: integer('email_attempts').notNull().default(0),
    email_last_error: text('email_last_error'),
    email_sent_at: timestamp('email_sent_at', { withTimezone: true }),
    /** When a delivery attempt last took the office's notification (null: never); its backoff runs from there. */
    email_taken_at: timestamp('email_taken_at', { withTimezone: true }),
    state: text('state', { enum: contactRequestStates }).notNull().default('new'),
    /** When the state last changed (the arrival for a new request): retention counts from it. */
    state_changed_at: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The confirmation e-mail to the visitor, delivered like the office's (contact/delivery.ts); null when there is
     * none to send (no e-mail address, or a request older than confirmations).
     */
    confirmation_status: text('confirmation_status', { enum: emailDeliveryStates }),
    confirmation_attempts: integer('confirmation_attempts').notNull().default(0),
    confirmation_last_error: text('confirmation_last_error'),
    confirmation_sent_at: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** When a delivery attempt last took the confirmation (null: never); its backoff runs from there. */
    confirmation_taken_at: timestamp('confirmation_taken_at', { withTimezone: true }),
    /** Requests stored before the check existed count as solved: they passed what there was then. */
    challenge: text('challenge', { enum: contactChallengeStates }).notNull().default('solved'),
    ...timestamps,
  },
  (t) => [
    index('contact_requests_received_idx').on(t.received_at, t.id),
    index('contact_requests_email_status_idx').on(t.email_status),
    // The inbox's lists by state, newest first, and the count of new requests from the index alone.
    index('contact_requests_state_received_idx').on(t.state, t.received_at, t.id),
    // Retention: closed and spam requests by the time they became so.
    index('contact_requests_state_changed_idx').on(t.state, t.state_changed_at),
    // Erasing everything of one sender, whatever the case of the address.
    index('contact_requests_email_idx').on(sql`lower(${t.email})`),
    index('contact_requests_machine_idx').on(t.machine_id),
    check('contact_requests_kind_check', oneOf(t.kind, contactRequestKinds)),
    check('contact_requests_challenge_check', oneOf(t.challenge, contactChallengeStates)),
    check('contact_requests_email_status_check', oneOf(t.email_status, emailDeliveryStates)),
    check('contact_requests_state_check', oneOf(t.state, contactRequestStates)),
    check('contact_requests_confirmation_status_check', oneOf(t.confirmation_status, emailDeliveryStates)),
  ],
);

/**
 * The machines of a quote list, in the visitor's order. The machine's name when the request arrived is kept, so
 * that the request still says what was asked for once the machine is deleted (machine_id is then null).
 */
export const contactRequestItems = pgTable(
  'contact_request_items',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    machine_id: integer('machine_id').references(() => machines.id, { onDelete: 'set null' }),
    /** The machine's name when the request arrived, as contact_requests.machine_name. */
    machine_name: text('machine_name').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('contact_request_items_order_idx').on(t.request_id, t.position),
    index('contact_request_items_machine_idx').on(t.machine_id),
    check('contact_request_items_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);

/** Bytes, as PostgreSQL's bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The files a visitor sent with a request (contact/attachments.ts): kept in the database, where only the office
 * reads them, and deleted with their request.
 */
export const contactRequestAttachments = pgTable(
  'contact_request_attachments',
  {
    id: serial('id').primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A safe name, with the extension of the file's real format. */
    name: text('name').notNull(),
    /** The media type of the format told from its bytes. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    uniqueIndex('contact_request_attachments_order_idx').on(t.request_id, t.position),
    check('contact_request_attachments_size_check', sql`${t.size} > 0 and ${t.size} = octet_length(${t.data})`),
  ],
);

/** What belongs to a request: deleted with it. */
const requestChild = {
  id: serial('id').primaryKey(),
  request_id: integer('request_id')
    .notNull()
    .references(() => contactRequests.id, { onDelete: 'cascade' }),
  /** The username of who wrote it, kept as text: the account may be deleted later. */
  author: text('author').notNull(),
};

/** Each change of a request's state: who, when, from what to what. Rows are only added, never changed. */
export const contactRequestHistory = pgTable(
  'contact_request_history',
  {
    ...requestChild,
    from_state: text('from_state', { enum: contactRequestStates }).notNull(),
    to_state: text('to_state', { enum: contactRequestStates }).notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_request_history_request_idx').on(t.request_id, t.changed_at, t.id)],
);

/**
 * The office's internal notes on a request; never shown to the sender. A note is changed only by its author, and
 * then says when (`edited_at`).
 */
export const contactRequestNotes = pgTable(
  'contact_request_notes',
  {
    ...requestChild,
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    edited_at: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('contact_request_notes_request_idx').on(t.request_id, t.created_at, t.id)],
);

/** Facts about the installation itself, such as whether the demo content was ever seeded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamps.updated_at,
});

/**
 * The proof-of-work challenges already spent, by their nonce, until they expire: a solution serves once. Inserting
 * the nonce is what spends it, so the database alone decides which of several identical requests wins, whichever
 * instance they reach.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expires_at)],
);

/**
 * Counters of the rate limits (login attempts, contact requests), in the database so that every instance
 * sees the same counts. One row per key and fixed window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Counters of the login throttling, in the layout of rate-limiter-flexible's RateLimiterPostgres (which inserts
 * `(key, points, expire)` in this order): points consumed, and when the counter ends, in milliseconds since the
 * epoch (null: never).
 */
export const loginLimits = pgTable(
  'login_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('login_limits_expire_idx').on(t.expire)],
);

/**
 * The activity log: who signed in, failed to, was locked out, signed out, and each change of an account, its
 * password or its two-factor sign-in, newest first on the back office's Activity screen. `user_id` is the account
 * (null once it is deleted, or when no account had that name); `username` stays, as it was then: the account's, the
 * one typed at a failed attempt, or null for the system (`npm run admin`, the first start). `summary` holds the few
 * facts each kind needs (never a password, code, secret or token). Deleted after ACTIVITY_RETENTION_DAYS.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    user_id: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username'),
    kind: text('kind').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's address, for what a client did (sign-ins, failed attempts, sign-outs). */
    address: text('address'),
  },
  (t) => [
    // Newest first, a page at a time after an entry (`(at, id) < …`), also by kind or by person.
    index('activity_events_at_idx').on(t.at, t.id),
    index('activity_events_kind_at_idx').on(t.kind, t.at, t.id),
    index('activity_events_username_at_idx').on(t.username, t.at, t.id),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index (src/server/search): one row per language of each machine, news article and site page,
 * with its title and text in that language. The rows of machines and articles are written by triggers on their
 * tables (and on their items and content blocks) in the same transaction as every save, and go with a deleted
 * machine or article (drizzle/0014_site_search.sql); those of the site pages are written at start-up from the
 * message catalogues. The other columns are computed by PostgreSQL from these: the text search document in the
 * row's language (stemmed, accents ignored, the title weighing more), the text folded (lower case, no accents) for
 * parts of words, and compact (letters and digits only) for model numbers written with or without separators.
 * Its rows are kept whole in their pages, not in the TOAST table (`toast_tuple_target`, drizzle/0024_…sql).
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    machine_id: integer('machine_id').references(() => machines.id, { onDelete: 'cascade' }),
    news_id: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    /** A site page's name (`sitePaths`). */
    page: text('page'),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * Whether the public may find it: its machine or article is published (a site page always is). Written with the
     * row and kept by a trigger on the item's `status` (drizzle/0028_…sql), so that a search filters the rows it
     * reads instead of looking up each item found.
     */
    public: boolean('public').notNull().default(true),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(public.search_config(locale), public.search_spaced(title)), 'A') || setweight(to_tsvector(public.search_config(locale), public.search_spaced(body)), 'B')`,
      ),
    folded_title: text('folded_title')
      .notNull()
      .generatedAlwaysAs(sql`public.search_fold(title)`),
    folded: text('folded')
      .notNull()
      .generatedAlwaysAs(sql`public.search_fold(title || ' ' || body)`),
    compact: text('compact')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(public.search_fold(title || ' ' || body), '[^a-z0-9]+', '', 'g')`),
  },
  (t) => [
    uniqueIndex('search_entries_machine_locale_idx').on(t.machine_id, t.locale),
    uniqueIndex('search_entries_news_locale_idx').on(t.news_id, t.locale),
    uniqueIndex('search_entries_page_locale_idx').on(t.page, t.locale),
    // One text search index per language: a search looks in each language's rows with that language's stemming,
    // and one index over all the rows gave every language's matches to filter out row by row.
    ...locales.map((locale) =>
      index(`search_entries_document_${locale}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
    index('search_entries_folded_idx').using('gin', t.folded.op('gin_trgm_ops')),
    index('search_entries_folded_title_idx').using('gin', t.folded_title.op('gin_trgm_ops')),
    index('search_entries_compact_idx').using('gin', t.compact.op('gin_trgm_ops')),
    check('search_entries_one_item', sql`num_nonnulls(${t.machine_id}, ${t.news_id}, ${t.page}) = 1`),
  ],
);

/**
 * The words of the indexed texts (lower case, accents kept), for "Did you mean …": a word typed that is in no text
 * is replaced by the closest one here (trigram similarity of the folded forms). Filled from `searchWordsPending` by
 * the server's upkeep (`public.search_learn_words_pending()`); a word no text uses any more stays (it then finds
 * nothing, and is never offered).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    folded: text('folded')
      .notNull()
      .generatedAlwaysAs(sql`public.search_fold(word)`),
  },
  (t) => [index('search_words_folded_idx').using('gist', t.folded.op('gist_trgm_ops'))],
);

/**
 * The index rows whose words are not learned yet (their ids; a trigger on `search_entries` adds them): learning a
 * row's words took 1.3 ms of each save that made it, so the server's upkeep learns them every half minute instead.
 */
export const searchWordsPending = pgTable('search_words_pending', {
  entry_id: integer('entry_id').primaryKey(),
});

/**
 * The index rows to make again: a machine's or an article's language whose texts a save changed (the triggers on
 * their tables note it, drizzle/0030_search_catch_up.sql). Making a row took 1.5 ms of each save that changed a text;
 * the next search makes the noted rows first (`public.search_catch_up()`, search/upkeep.ts), and the server's
 * upkeep every half minute. `kind` is `machine` or `news`.
 */
export const searchStale = pgTable(
  'search_stale',
  {
    kind: text('kind').notNull(),
    item_id: integer('item_id').notNull(),
    locale: text('locale').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id, t.locale] })],
);

/**
 * What visitors searched for, by day: the words (as normalised by the search) and how often, and how many results
 * the last of them gave. Nothing else about the visitor. Days older than 90 are deleted, and a day keeps at most a
 * bounded number of distinct searches (src/server/search/log.ts).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(1),
    results: integer('results').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
