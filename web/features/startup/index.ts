export { servedWhileStarting } from "./startup-api";

/** The start-up screen's code, fetched only when the server is still preparing the data. */
export const loadStartupScreen = () => import("./startup-screen").then((m) => m.StartupScreen);
