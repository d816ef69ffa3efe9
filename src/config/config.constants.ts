/** Injection token of the `ServerConfig`. */
export const SERVER_CONFIG = Symbol('SERVER_CONFIG');
