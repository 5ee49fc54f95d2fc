CREATE TABLE "search_city_mentions" (
	"kind" "search_kind" NOT NULL,
	"city_code" char(9) NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "search_city_mentions_kind_city_code_ref_id_pk" PRIMARY KEY("kind","city_code","ref_id")
);
--> statement-breakpoint
CREATE INDEX "search_city_mentions_ref_idx" ON "search_city_mentions" USING btree ("kind","ref_id");--> statement-breakpoint
-- Which products' names hold which other city's names (schema/search.ts searchCityMentions), kept by the database like
-- the rest of the search index. The mentions of some products, found again: each of their names against the hundred
-- or so Korean and English names of the cities.
CREATE FUNCTION search_mention_products(product_kinds search_kind[], refs integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_city_mentions m USING unnest(product_kinds, refs) AS u(kind, ref_id) WHERE m.kind = u.kind AND m.ref_id = u.ref_id;
  INSERT INTO search_city_mentions (kind, city_code, ref_id)
  SELECT DISTINCT t.kind, c.city_code, t.ref_id
  FROM (SELECT DISTINCT u.kind, u.ref_id FROM unnest(product_kinds, refs) AS u(kind, ref_id)) r
  JOIN search_terms t ON t.kind = r.kind AND t.ref_id = r.ref_id AND t.field IN ('name', 'ko', 'en')
  JOIN search_terms c ON c.kind = 'city' AND c.field IN ('ko', 'en') AND strpos(t.keys, c.keys) > 0
  WHERE t.city_code IS DISTINCT FROM c.city_code
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- The mentions of some cities, found again: every product name against their names.
CREATE FUNCTION search_mention_cities(codes bpchar[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_city_mentions m WHERE m.city_code = ANY (codes);
  INSERT INTO search_city_mentions (kind, city_code, ref_id)
  SELECT DISTINCT t.kind, c.city_code, t.ref_id
  FROM search_terms c JOIN search_terms t ON t.kind IN ('stay', 'tour', 'hotel') AND t.field IN ('name', 'ko', 'en') AND strpos(t.keys, c.keys) > 0
  WHERE c.kind = 'city' AND c.field IN ('ko', 'en') AND c.city_code = ANY (codes) AND t.city_code IS DISTINCT FROM c.city_code
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Statement trigger of search_terms: the products whose names or cities the statement changed, and the cities whose
-- names it changed. Weight and price updates, the common statements, change neither and cost nothing.
CREATE FUNCTION search_note_mentions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product_kinds search_kind[];
  refs integer[];
  codes bpchar[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.kind), array_agg(n.ref_id) INTO product_kinds, refs
    FROM new_terms n JOIN old_terms o ON o.kind = n.kind AND o.ref_id = n.ref_id AND o.field = n.field
    WHERE n.kind IN ('stay', 'tour', 'hotel') AND (n.keys, n.city_code) IS DISTINCT FROM (o.keys, o.city_code);
    SELECT array_agg(DISTINCT c.code) INTO codes
    FROM new_terms n JOIN old_terms o ON o.kind = n.kind AND o.ref_id = n.ref_id AND o.field = n.field
    CROSS JOIN LATERAL (VALUES (n.city_code), (o.city_code)) AS c(code)
    WHERE n.kind = 'city' AND n.field IN ('ko', 'en') AND (n.keys, n.city_code) IS DISTINCT FROM (o.keys, o.city_code);
  ELSE
    -- Inserted or deleted terms, whichever table the statement has.
    EXECUTE format('SELECT array_agg(t.kind) FILTER (WHERE t.kind IN (''stay'', ''tour'', ''hotel'')),
        array_agg(t.ref_id) FILTER (WHERE t.kind IN (''stay'', ''tour'', ''hotel'')),
        array_agg(DISTINCT t.city_code) FILTER (WHERE t.kind = ''city'' AND t.field IN (''ko'', ''en''))
      FROM %I t', CASE TG_OP WHEN 'INSERT' THEN 'new_terms' ELSE 'old_terms' END) INTO product_kinds, refs, codes;
  END IF;
  IF refs IS NOT NULL THEN
    PERFORM search_mention_products(product_kinds, refs);
  END IF;
  IF codes IS NOT NULL THEN
    PERFORM search_mention_cities(codes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_terms_mentions_insert" AFTER INSERT ON "search_terms" REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_note_mentions();
--> statement-breakpoint
CREATE TRIGGER "search_terms_mentions_update" AFTER UPDATE ON "search_terms" REFERENCING OLD TABLE AS old_terms NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_note_mentions();
--> statement-breakpoint
CREATE TRIGGER "search_terms_mentions_delete" AFTER DELETE ON "search_terms" REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION search_note_mentions();
--> statement-breakpoint
-- Databases migrated with products already in them get their mentions now.
SELECT search_mention_cities(array(SELECT DISTINCT city_code FROM search_terms WHERE kind = 'city' AND field IN ('ko', 'en')));
