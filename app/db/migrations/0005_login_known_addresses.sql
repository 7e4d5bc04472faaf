CREATE TABLE "admin_known_addresses" (
	"username_key" text NOT NULL,
	"address_key" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_known_addresses_username_key_address_key_pk" PRIMARY KEY("username_key","address_key")
);
