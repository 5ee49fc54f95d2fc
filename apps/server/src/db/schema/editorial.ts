import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Event pages (/event/view.php?id=gevent&no=); numbers are the operator's, so menus can link to them. */
export const events = pgTable(
  'events',
  {
    no: integer('no').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** Operator HTML, sanitized on display. */
    bodyHtml: text('body_html').notNull(),
    bannerImagePath: text('banner_image_path').notNull(),
  },
  (t) => [check('events_period', sql`${t.startsOn} <= ${t.endsOn}`)],
);

/** Posts of the community boards (tripbuddy, sale, jobs, notice); the board list lives in contracts. */
export const communityPosts = pgTable(
  'community_posts',
  {
    no: serial('no').primaryKey(),
    boardId: text('board_id').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    authorNickname: text('author_nickname').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists read one board newest first.
  (t) => [index('community_posts_board_idx').on(t.boardId, t.createdAt.desc(), t.no.desc())],
);

/** Static site pages by slug: company, terms, privacy, refund rules, travel info. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
