import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An operator's saved view of a back office list (contracts admin-lists.ts): a name and the list's query. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_name_idx').on(t.operatorId, t.list, t.name), index('saved_views_operator_idx').on(t.operatorId, t.list)],
);
