export { servedWhileStarting } from "./startup-api";
export { StartupScreen } from "./startup-screen";
