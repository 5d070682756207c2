-- Everything the recommendation search reads is kept by the database itself, whatever code path
-- writes a caregiver profile, a name or an availability slot (wizard, profile page, agenda, seed):
--   competencias_busca, cidade_busca, bairro_busca  search forms (no case, no accents)
--   buscavel                                        profile complete enough to be suggested
--   agenda_{manha,tarde,noite,integral}_ate         end of the latest slot covering each shift
--   locais_busca                                    the places where suggestible caregivers work
-- and one covering index lets the query read a place's caregivers without touching the table.

-- Lower case, no accents, single spaces, no spaces around '/'. The SQL twin of
-- normalizeSearchText() in packages/domain/src/skills.ts (an integration test checks they agree).
-- unaccent() comes first so lower() only sees ASCII letters whatever the database locale.
CREATE OR REPLACE FUNCTION cuidar_normalize(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT btrim(regexp_replace(regexp_replace(lower(unaccent(coalesce(value, ''))), '\s*/\s*', '/', 'g'), '\s+', ' ', 'g'))
  $$;
--> statement-breakpoint
-- Search forms and "suggestible" (the same rule as isCompleteProfile in
-- apps/server/src/features/caregivers/repository.ts: role cuidador, names, bio, skills, city and
-- state filled). Direct writes to these columns are overridden.
CREATE OR REPLACE FUNCTION cuidador_profiles_busca() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      NEW.competencias_busca := ARRAY(
        SELECT DISTINCT n FROM (SELECT cuidar_normalize(skill) AS n FROM unnest(coalesce(NEW.competencias, '{}'::text[])) AS skill) s
        WHERE n <> ''
      );
      NEW.cidade_busca := cuidar_normalize(NEW.cidade);
      NEW.bairro_busca := cuidar_normalize(NEW.bairro);
      NEW.buscavel := coalesce(btrim(NEW.bio), '') <> ''
        AND cardinality(NEW.competencias) > 0
        AND coalesce(btrim(NEW.cidade), '') <> ''
        AND coalesce(btrim(NEW.estado), '') <> ''
        AND EXISTS (
          SELECT 1 FROM profiles p
           WHERE p.id = NEW.id AND p.role = 'cuidador' AND btrim(p.first_name) <> '' AND btrim(p.last_name) <> ''
        );
      RETURN NEW;
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER cuidador_profiles_busca
  BEFORE INSERT OR UPDATE ON cuidador_profiles
  FOR EACH ROW EXECUTE FUNCTION cuidador_profiles_busca();
--> statement-breakpoint
-- A name or role change decides whether the caregiver can be suggested.
CREATE OR REPLACE FUNCTION profiles_busca() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE cuidador_profiles SET buscavel = buscavel WHERE id = NEW.id;
      RETURN NULL;
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER profiles_busca
  AFTER UPDATE OF first_name, last_name, role ON profiles
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION profiles_busca();
--> statement-breakpoint
-- The places where suggestible caregivers work, with a count (rows leave at zero).
CREATE OR REPLACE FUNCTION locais_busca_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.buscavel = NEW.buscavel AND OLD.estado IS NOT DISTINCT FROM NEW.estado
         AND OLD.cidade_busca = NEW.cidade_busca AND OLD.bairro_busca = NEW.bairro_busca THEN
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.buscavel THEN
        UPDATE locais_busca SET cuidadores = cuidadores - 1
         WHERE estado = OLD.estado AND cidade_busca = OLD.cidade_busca AND bairro_busca = OLD.bairro_busca AND cuidadores > 1;
        IF NOT FOUND THEN
          DELETE FROM locais_busca WHERE estado = OLD.estado AND cidade_busca = OLD.cidade_busca AND bairro_busca = OLD.bairro_busca;
        END IF;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.buscavel THEN
        INSERT INTO locais_busca (estado, cidade_busca, bairro_busca, cuidadores)
        VALUES (NEW.estado, NEW.cidade_busca, NEW.bairro_busca, 1)
        ON CONFLICT (estado, cidade_busca, bairro_busca) DO UPDATE SET cuidadores = locais_busca.cuidadores + 1;
      END IF;
      RETURN NULL;
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER locais_busca_sync
  AFTER INSERT OR UPDATE OR DELETE ON cuidador_profiles
  FOR EACH ROW EXECUTE FUNCTION locais_busca_sync();
--> statement-breakpoint
-- Whether an availability slot covers a family's shift, in São Paulo wall time on the slot's
-- first day: manhã 6h–12h, tarde 12h–18h, noite 18h–6h (also a slot starting before 6h), and
-- integral a slot of at least 12 hours.
CREATE OR REPLACE FUNCTION cuidar_slot_covers(turno text, starts timestamptz, ends timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE turno
      WHEN 'manha' THEN s < date_trunc('day', s) + interval '12 hours' AND e > date_trunc('day', s) + interval '6 hours'
      WHEN 'tarde' THEN s < date_trunc('day', s) + interval '18 hours' AND e > date_trunc('day', s) + interval '12 hours'
      WHEN 'noite' THEN e > date_trunc('day', s) + interval '18 hours' OR s < date_trunc('day', s) + interval '6 hours'
      WHEN 'integral' THEN ends - starts >= interval '12 hours'
      ELSE false
    END
    FROM (SELECT starts AT TIME ZONE 'America/Sao_Paulo' AS s, ends AT TIME ZONE 'America/Sao_Paulo' AS e) AS local_times
  $$;
--> statement-breakpoint
-- Recomputes, for some caregivers, the end of their latest slot covering each shift.
CREATE OR REPLACE FUNCTION cuidar_refresh_agenda(ids text[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE cuidador_profiles c
       SET agenda_manha_ate = a.manha, agenda_tarde_ate = a.tarde, agenda_noite_ate = a.noite, agenda_integral_ate = a.integral
      FROM (
        SELECT i.id,
               max(d.end_datetime) FILTER (WHERE cuidar_slot_covers('manha', d.start_datetime, d.end_datetime)) AS manha,
               max(d.end_datetime) FILTER (WHERE cuidar_slot_covers('tarde', d.start_datetime, d.end_datetime)) AS tarde,
               max(d.end_datetime) FILTER (WHERE cuidar_slot_covers('noite', d.start_datetime, d.end_datetime)) AS noite,
               max(d.end_datetime) FILTER (WHERE cuidar_slot_covers('integral', d.start_datetime, d.end_datetime)) AS integral
          FROM unnest(ids) AS i(id)
          LEFT JOIN disponibilidade d ON d.cuidador_id = i.id
         GROUP BY i.id
      ) a
     WHERE c.id = a.id
       AND (c.agenda_manha_ate, c.agenda_tarde_ate, c.agenda_noite_ate, c.agenda_integral_ate)
           IS DISTINCT FROM (a.manha, a.tarde, a.noite, a.integral)
  $$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert of slots refreshes each caregiver once.
CREATE OR REPLACE FUNCTION disponibilidade_agenda() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM cuidar_refresh_agenda(ARRAY(SELECT DISTINCT cuidador_id FROM novas));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM cuidar_refresh_agenda(ARRAY(SELECT DISTINCT cuidador_id FROM antigas));
      ELSE
        PERFORM cuidar_refresh_agenda(ARRAY(SELECT cuidador_id FROM novas UNION SELECT cuidador_id FROM antigas));
      END IF;
      RETURN NULL;
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER disponibilidade_agenda_insert AFTER INSERT ON disponibilidade
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION disponibilidade_agenda();
--> statement-breakpoint
CREATE TRIGGER disponibilidade_agenda_update AFTER UPDATE ON disponibilidade
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION disponibilidade_agenda();
--> statement-breakpoint
CREATE TRIGGER disponibilidade_agenda_delete AFTER DELETE ON disponibilidade
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION disponibilidade_agenda();
--> statement-breakpoint
-- Everything the ranking needs for one place, in index order: the search reads a place's
-- suggestible caregivers with an index-only scan and visits the table for the ten it returns.
CREATE INDEX cuidador_profiles_busca_idx ON cuidador_profiles (estado, cidade_busca, bairro_busca, genero)
  INCLUDE (id, competencias_busca, disponibilidade, agenda_manha_ate, agenda_tarde_ate, agenda_noite_ate, agenda_integral_ate, rating, total_avaliacoes)
  WHERE buscavel;
--> statement-breakpoint
-- Rows written before this migration.
UPDATE cuidador_profiles SET competencias = competencias;
--> statement-breakpoint
SELECT cuidar_refresh_agenda(ARRAY(SELECT DISTINCT cuidador_id FROM disponibilidade));
