-- Rate-limit counters are advisory and short-lived: writing them to the WAL made every sign-in wait
-- for two extra fsyncs (≈ 3 ms each on this disk). Unlogged, a crash of the database empties the
-- table (a fresh window for everyone) and replicas do not carry it; nothing else changes (ADR 0019).
ALTER TABLE "rate_limits" SET UNLOGGED;
