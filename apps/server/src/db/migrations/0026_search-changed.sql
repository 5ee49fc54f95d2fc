-- Each server process keeps the search widget's suggestions in its public cache (modules/search/search.routes.ts).
-- Whatever changes what a suggestion can show is announced on the channel search_changed when its transaction
-- commits, the payload naming the kinds of search_terms that moved ('*' for all): a product renamed, deactivated
-- or moved to another city, a city, neighbourhood, point of interest or theme, a tour put in a theme. Any writer
-- (a service, the seed, an operator's SQL) is seen at once by every process listening on the database, with no app
-- code. search_terms already follows every source table (migration 0006), so its triggers cover them all but
-- tour_theme_items, which only the theme cities read.
CREATE FUNCTION search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kinds text;
BEGIN
  IF TG_NARGS > 0 THEN
    kinds := TG_ARGV[0];
  ELSIF TG_OP = 'UPDATE' THEN
    -- Not the weight alone (a review count, a city's place in the operator's order): it only orders names that tie
    -- on the matched text, and every review would otherwise drop the line's suggestions. Seen at the cache's TTL.
    SELECT string_agg(DISTINCT n.kind::text, ',') INTO kinds
    FROM changed_rows n JOIN old_rows o ON o.kind = n.kind AND o.ref_id = n.ref_id AND o.field = n.field
    WHERE (n.display, n.city_code, n.active) IS DISTINCT FROM (o.display, o.city_code, o.active);
  ELSE
    -- Statements that changed no row (search_refresh on an update of a column the index does not read) are silent.
    SELECT string_agg(DISTINCT kind::text, ',') INTO kinds FROM changed_rows;
  END IF;
  IF kinds IS NOT NULL THEN
    PERFORM pg_notify('search_changed', kinds);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_terms_changed_insert" AFTER INSERT ON "search_terms" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
--> statement-breakpoint
CREATE TRIGGER "search_terms_changed_update" AFTER UPDATE ON "search_terms" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
--> statement-breakpoint
CREATE TRIGGER "search_terms_changed_delete" AFTER DELETE ON "search_terms" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed();
--> statement-breakpoint
CREATE TRIGGER "search_terms_changed_truncate" AFTER TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION search_changed('*');
--> statement-breakpoint
CREATE TRIGGER "tour_theme_items_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_theme_items" FOR EACH STATEMENT EXECUTE FUNCTION search_changed('tour_theme');
