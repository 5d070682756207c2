-- Search forms of a caregiver's skills, city and neighbourhood: lower case, no accents, single
-- spaces, no spaces around '/'. The SQL twin of normalizeSearchText() in
-- packages/domain/src/skills.ts (a test checks they agree). unaccent() comes first so lower()
-- only sees ASCII letters whatever the database locale.
CREATE OR REPLACE FUNCTION cuidar_normalize(value text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT btrim(regexp_replace(regexp_replace(lower(unaccent(coalesce(value, ''))), '\s*/\s*', '/', 'g'), '\s+', ' ', 'g'))
  $$;
--> statement-breakpoint
-- Keeps competencias_busca, cidade_busca and bairro_busca in step with what any code path writes
-- (the wizard, the profile page, the seed), so nobody has to remember to fill them.
CREATE OR REPLACE FUNCTION cuidador_profiles_busca() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      NEW.competencias_busca := ARRAY(
        SELECT DISTINCT cuidar_normalize(skill) FROM unnest(coalesce(NEW.competencias, '{}'::text[])) AS skill
        WHERE cuidar_normalize(skill) <> ''
      );
      NEW.cidade_busca := cuidar_normalize(NEW.cidade);
      NEW.bairro_busca := cuidar_normalize(NEW.bairro);
      RETURN NEW;
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER cuidador_profiles_busca
  BEFORE INSERT OR UPDATE OF competencias, cidade, bairro, competencias_busca, cidade_busca, bairro_busca
  ON cuidador_profiles
  FOR EACH ROW EXECUTE FUNCTION cuidador_profiles_busca();
--> statement-breakpoint
-- Rows written before this migration.
UPDATE cuidador_profiles SET competencias = competencias;
