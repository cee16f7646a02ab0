-- A conversation id is the owner's: (user_id, id) is the key, so two users may hold the same
-- client-chosen id and neither learns of the other's. Messages carry the owner too.
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_conversation_id_conversations_id_fk";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_conversation_id_position_pk";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_pkey";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "chat_messages" AS m SET "user_id" = c."user_id" FROM "conversations" AS c WHERE c."id" = m."conversation_id";--> statement-breakpoint
DELETE FROM "chat_messages" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_conversation_id_position_pk" PRIMARY KEY("user_id","conversation_id","position");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_fk" FOREIGN KEY ("user_id","conversation_id") REFERENCES "public"."conversations"("user_id","id") ON DELETE cascade ON UPDATE no action;
