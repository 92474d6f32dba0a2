/** Password length bounds: the api refuses outside them, the web's forms say so first. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 1024;
