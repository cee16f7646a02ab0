export { type DevMail, devMailboxQuerySchema, devMailboxRoutes, devMailSchema } from "./dev-mailbox.routes";
