-- docs/payments.md#studio-settings: the studio's one row of settings, so an install without the
-- demo seed has settings for the admin to edit; nothing creates or deletes it afterwards.
INSERT INTO "studio_settings" ("name") VALUES ('Trophy Portal Taxidermy') ON CONFLICT DO NOTHING;
