-- One call of the suggestion API in one function (modules/search/search.repository.ts findMatches). PL/pgSQL
-- keeps the plan of its query for the session: planning the many-branch query anew took longer than running it
-- (tens of ms on PGlite), which no suggestion can afford. Each row of the arrays is one branch: a kind, a match
-- rank, the gram range of one query form, the form itself (checked in full on the term) and how many rows to take.
-- Rows come shortest gram first (an exact name before longer ones); a later rank only fills what an earlier left.
-- A rank of -1 takes every rank in one scan, for the small kinds whose few matching grams are cheap to sort.
CREATE OR REPLACE FUNCTION search_matches(
  kinds search_kind[], ranks smallint[], lows text[], highs text[], forms text[], form_nos integer[], limits integer[], city_line text
) RETURNS TABLE (
  kind text, rank integer, form integer, ref_id integer, field text, display text, gram text, weight integer, city_code text,
  city_id integer, city_ko text, city_en text, country_ko text, country_en text, uuid uuid
) LANGUAGE plpgsql STABLE
-- Custom plans would be planned again on every call (their estimate always looks cheaper); the generic plan is the
-- same index range scan whatever the query.
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  taken integer := 0;
  got integer;
BEGIN
  -- Branches come grouped by (kind, form), ranks in order: once a group has its rows, its later ranks are skipped.
  FOR i IN 1 .. coalesce(cardinality(kinds), 0) LOOP
    IF i = 1 OR kinds[i] <> kinds[i - 1] OR form_nos[i] <> form_nos[i - 1] THEN
      taken := 0;
    ELSIF taken >= limits[i] THEN
      CONTINUE;
    END IF;
    IF ranks[i] < 0 THEN
      -- A small kind (cities, neighbourhoods, points of interest, themes): every rank in one scan.
      RETURN QUERY
      SELECT kinds[i]::text, m.rank::integer, form_nos[i], m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
        c.id, c.name_ko, c.name_en, n.name_ko, n.name_en, h.uuid
      FROM (
        SELECT g.rank, t.ref_id, t.field, t.display, g.gram, t.weight, t.city_code
        FROM search_grams g
        JOIN search_terms t ON t.kind = g.kind AND t.keys = g.keys
        WHERE g.kind = kinds[i] AND g.rank = ANY (ARRAY[0, 1, 2]::smallint[])
          AND g.gram COLLATE "C" >= lows[i] AND g.gram COLLATE "C" < highs[i]
          AND t.active AND (strpos(t.keys, forms[i]) > 0 OR strpos(t.initials, forms[i]) > 0)
          -- A suggested city must have something of the line to show.
          AND (kinds[i] <> 'city' OR CASE city_line
            WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = t.city_code AND p.is_active)
            WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = t.city_code AND p.is_active)
            ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = t.city_code) END)
        ORDER BY g.rank, g.gram COLLATE "C"
        LIMIT limits[i] - taken
      ) m
      LEFT JOIN cities c ON c.code = m.city_code
      LEFT JOIN countries n ON n.code = c.country_code
      LEFT JOIN hotels h ON kinds[i] = 'hotel' AND h.property_id = m.ref_id;
    ELSE
      RETURN QUERY
      SELECT kinds[i]::text, ranks[i]::integer, form_nos[i], m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
        c.id, c.name_ko, c.name_en, n.name_ko, n.name_en, h.uuid
      FROM (
        SELECT t.ref_id, t.field, t.display, g.gram, t.weight, t.city_code
        FROM search_grams g
        JOIN search_terms t ON t.kind = g.kind AND t.keys = g.keys
        WHERE g.kind = kinds[i] AND g.rank = ranks[i]
          AND g.gram COLLATE "C" >= lows[i] AND g.gram COLLATE "C" < highs[i]
          AND t.active AND (strpos(t.keys, forms[i]) > 0 OR strpos(t.initials, forms[i]) > 0)
          -- A suggested city must have something of the line to show.
          AND (kinds[i] <> 'city' OR CASE city_line
            WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = t.city_code AND p.is_active)
            WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = t.city_code AND p.is_active)
            ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = t.city_code) END)
        -- The index order, so the scan stops at the limit: sorting by weight too would read every name that
        -- shares the first gram (thousands of hotels end in 파리). The caller orders the rows it gets by weight.
        ORDER BY g.gram COLLATE "C"
        LIMIT limits[i] - taken
      ) m
      LEFT JOIN cities c ON c.code = m.city_code
      LEFT JOIN countries n ON n.code = c.country_code
      LEFT JOIN hotels h ON kinds[i] = 'hotel' AND h.property_id = m.ref_id;
    END IF;
    GET DIAGNOSTICS got = ROW_COUNT;
    taken := taken + got;
  END LOOP;
END
$$;
--> statement-breakpoint
-- citiesByKeywordTheme: cities with active tours in the given themes, in the themes' order, then the operator's
-- city order. PL/pgSQL for the same reason as above: the plan is kept.
CREATE OR REPLACE FUNCTION search_theme_cities(theme_nos integer[], max_cities integer)
RETURNS TABLE (code text, city_ko text, country_ko text) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT c.code::text, c.name_ko, n.name_ko
  FROM tour_theme_items ti
  JOIN tours t ON t.item_no = ti.item_no AND t.is_active
  JOIN cities c ON c.code = t.city_code
  JOIN countries n ON n.code = c.country_code
  WHERE ti.theme_no = ANY (theme_nos)
  GROUP BY c.code, c.name_ko, n.name_ko, c.sort
  ORDER BY min(array_position(theme_nos, ti.theme_no)), c.sort, c.code
  LIMIT max_cities;
END
$$;
