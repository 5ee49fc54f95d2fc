-- The points ledger is append-only (decision 028): an UPDATE or DELETE of a row is refused by the database.
CREATE FUNCTION point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER point_ledger_append_only BEFORE UPDATE OR DELETE ON point_ledger
  FOR EACH ROW EXECUTE FUNCTION point_ledger_append_only();
