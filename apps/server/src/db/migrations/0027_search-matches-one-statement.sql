-- search_matches (migration 0007) as one statement: it ran one query per kind, query form and rank in a PL/pgSQL
-- loop, up to 24 executor starts per suggestion call, each a fixed cost that outweighed its few index probes.
-- Now each (kind, form) is one row of the arrays, and its ranks a nested loop over the three ranks in order, one
-- range scan each, under the group's LIMIT: the executor stops the loop at the limit, so a later rank is only read
-- when the earlier ones left room, as the loop did. The plan is still kept (PL/pgSQL, generic plan).
DROP FUNCTION search_matches(search_kind[], smallint[], text[], text[], text[], integer[], integer[], text);
--> statement-breakpoint
-- A suggested city must have something of the line to show (a one-expression SQL function: inlined where used).
CREATE FUNCTION search_city_offers(city_line text, code char(9)) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE city_line
    WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = code AND p.is_active)
    WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = code AND p.is_active)
    ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = code) END
$$;
--> statement-breakpoint
CREATE FUNCTION search_matches(
  kinds search_kind[], lows text[], highs text[], forms text[], form_nos integer[], limits integer[], city_line text
) RETURNS TABLE (
  kind text, rank integer, form integer, ref_id integer, field text, display text, gram text, weight integer, city_code text,
  city_id integer, city_ko text, city_en text, country_ko text, country_en text, uuid uuid
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT b.kind::text, m.rank::integer, b.form_no, m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
    c.id, c.name_ko, c.name_en, n.name_ko, n.name_en, h.uuid
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
        AND (b.kind <> 'city' OR search_city_offers(city_line, t.city_code))
      ORDER BY g.gram COLLATE "C"
      LIMIT b.lim
    ) s
    LIMIT b.lim
  ) m
  LEFT JOIN cities c ON c.code = m.city_code
  LEFT JOIN countries n ON n.code = c.country_code
  LEFT JOIN hotels h ON b.kind = 'hotel' AND h.property_id = m.ref_id;
END
$$;
