-- Credential kinds and scopes (docs/decisions/0045): a refresh-token family remembers whether it
-- is an interactive sign-in or a device-code one, so a refreshed device stays a device; an API token
-- carries the scopes chosen when it was made. Tokens made before get the game-mod scopes.
ALTER TABLE "refresh_tokens" ADD COLUMN "credential" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "scopes" text[] DEFAULT '{scores:write,library:read}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_credential_ck" CHECK ("refresh_tokens"."credential" in ('session', 'device'));