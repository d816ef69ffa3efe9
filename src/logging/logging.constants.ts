/** Injection token of the process's root pino logger (JSON lines on stderr, A-70). */
export const APP_LOGGER = Symbol('APP_LOGGER');
