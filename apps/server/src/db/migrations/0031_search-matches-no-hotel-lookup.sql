-- search_matches (migration 0029) without the hotels' uuids: it looked one up in the hotels heap for each hotel row it
-- read, up to three times the ten shown (the caller ranks the rows and keeps ten), a random page of a large heap per
-- row on a cold cache: over 40 fresh prefixes of hotel names at 300,000 hotels, 285 of the 1,295 pages read, 63 on
-- one call. The caller now looks up the shown hotels' uuids alone (search.repository.ts, findHotelUuids).
DROP FUNCTION search_matches(search_kind[], text[], text[], text[], integer[], integer[], text);
--> statement-breakpoint
CREATE FUNCTION search_matches(
  kinds search_kind[], lows text[], highs text[], forms text[], form_nos integer[], limits integer[], city_line text
) RETURNS TABLE (
  kind text, rank integer, form integer, ref_id integer, field text, display text, gram text, weight integer, city_code text,
  city_id integer, city_ko text, city_en text, country_ko text, country_en text
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT b.kind::text, m.rank::integer, b.form_no, m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
    c.id, c.name_ko, c.name_en, n.name_ko, n.name_en
  FROM unnest(kinds, lows, highs, forms, form_nos, limits) AS b(kind, low, high, form, form_no, lim)
  CROSS JOIN LATERAL (
    -- The ranks in order, each a scan in the index order under the group's limit; the outer limit stops the
    -- loop, so a later rank is only read when the earlier ones left room. (Sorting by weight too would read every
    -- name that shares the first gram: thousands of hotels end in 파리. The caller orders the rows by weight.)
    SELECT r.rank, s.ref_id, s.field, s.display, s.gram, s.weight, s.city_code
    FROM (VALUES (0::smallint), (1::smallint), (2::smallint)) AS r(rank)
    CROSS JOIN LATERAL (
      SELECT t.ref_id, t.field, t.display, g.gram, t.weight, t.city_code
      FROM search_grams g JOIN search_terms t ON t.kind = g.kind AND t.keys = g.keys
      WHERE g.kind = b.kind AND g.rank = r.rank AND g.gram COLLATE "C" >= b.low AND g.gram COLLATE "C" < b.high
        AND t.active AND (strpos(t.keys, b.form) > 0 OR strpos(t.initials, b.form) > 0)
        -- A suggested city must have something of the line to show.
        AND (b.kind <> 'city' OR CASE city_line
          WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = t.city_code AND p.is_active)
          WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = t.city_code AND p.is_active)
          ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = t.city_code) END)
      ORDER BY g.gram COLLATE "C"
      LIMIT b.lim
    ) s
    LIMIT b.lim
  ) m
  LEFT JOIN cities c ON c.code = m.city_code
  LEFT JOIN countries n ON n.code = c.country_code;
END
$$;
