/** Thrown when the daily update refuses to run: its message says why and what to do instead. */
export class UpdateRefusedError extends Error {}
